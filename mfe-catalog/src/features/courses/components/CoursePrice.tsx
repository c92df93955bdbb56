import type { Course } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { coursePriceView, formatPrice } from '../model/price';
import { ListPrice, Price } from './CoursePrice.styles';

export function CoursePrice({ course }: { course: Pick<Course, 'Price' | 'OfferPrice'> }) {
  const view = coursePriceView(course);
  if (view.kind === 'free') return <Price>Free</Price>;
  if (view.kind === 'regular') return <Price>{formatPrice(view.price)}</Price>;
  return (
    <Price>
      <span>{formatPrice(view.offer)}</span>
      <ListPrice>
        <VisuallyHidden>Original price: </VisuallyHidden>
        {formatPrice(view.list)}
      </ListPrice>
    </Price>
  );
}
