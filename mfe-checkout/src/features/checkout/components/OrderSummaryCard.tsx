import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { formatMoney, formatPriceOrFree, type OrderSummary } from '../model/orderSummary';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap, so the line above the total runs unbroken under both columns. */
  row-gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const TotalTerm = styled.dt`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const TotalValue = styled.dd`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Struck = styled.s`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CourseName = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

function discountText(summary: OrderSummary): string {
  if (!summary.discountLabel) return '';
  const amount = `-${formatMoney(summary.discount)}`;
  return summary.discountLabel.type === '%' ? `${amount} (${summary.discountLabel.percent}%)` : amount;
}

/** The order summary: offer price, coupon discount, subtotal, tax and total, 'Free' at 0 or below. */
export function OrderSummaryCard({
  course,
  summary,
  couponCode,
}: {
  course: Course;
  summary: OrderSummary;
  couponCode?: string;
}) {
  const percent = Math.round(summary.taxRate * 100);
  return (
    <>
      <CourseName>{course.CourseName}</CourseName>
      <List>
        <dt>Price</dt>
        <dd>
          {summary.listPrice > summary.offerPrice && (
            <Struck>
              <VisuallyHidden>Regular price </VisuallyHidden>
              {formatMoney(summary.listPrice)}
            </Struck>
          )}
          {formatPriceOrFree(summary.offerPrice)}
        </dd>
        {summary.discountLabel && (
          <>
            <dt>Coupon {couponCode}</dt>
            <dd>{discountText(summary)}</dd>
          </>
        )}
        <dt>Subtotal</dt>
        <dd>{formatPriceOrFree(summary.subtotal)}</dd>
        <dt>Tax ({percent}%)</dt>
        <dd>{formatMoney(summary.tax)}</dd>
        <TotalTerm>Total</TotalTerm>
        <TotalValue>{formatPriceOrFree(summary.total)}</TotalValue>
      </List>
    </>
  );
}
