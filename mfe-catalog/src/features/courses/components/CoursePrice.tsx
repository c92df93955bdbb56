import type { Course } from 'shared-contract';
import { isChildProfileActive, useAppSelector } from 'shared-events';
import { VisuallyHidden } from 'shared-ui';
import { coursePriceView, formatPrice } from '../model/price';
import { ListPrice, Price } from './CoursePrice.styles';

/** The course's price, for the parent: buying is theirs, so a child profile is shown no price at all. */
export function CoursePrice({ course }: { course: Pick<Course, 'Price' | 'OfferPrice'> }) {
  const childActive = useAppSelector(isChildProfileActive);
  if (childActive) return null;
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
