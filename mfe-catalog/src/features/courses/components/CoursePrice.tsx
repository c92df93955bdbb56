import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { coursePriceView, formatPrice } from '../model/price';

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const ListPrice = styled.s`
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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
