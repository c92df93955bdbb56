import type { Course } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { formatMoney, formatPriceOrFree, type OrderSummary } from '../model/orderSummary';
import { CourseName, List, Struck, TotalTerm, TotalValue } from './OrderSummaryCard.styles';

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
