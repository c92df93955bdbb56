import type { Course } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { coursePriceView, formatPrice } from '../model/price';
import styles from './CoursePrice.module.css';

export function CoursePrice({ course }: { course: Pick<Course, 'Price' | 'OfferPrice'> }) {
  const view = coursePriceView(course);
  if (view.kind === 'free') return <p className={styles.price}>Free</p>;
  if (view.kind === 'regular') return <p className={styles.price}>{formatPrice(view.price)}</p>;
  return (
    <p className={styles.price}>
      <span>{formatPrice(view.offer)}</span>
      <s className={styles.listPrice}>
        <VisuallyHidden>Original price: </VisuallyHidden>
        {formatPrice(view.list)}
      </s>
    </p>
  );
}
