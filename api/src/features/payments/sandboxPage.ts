import type { Payment } from './payments';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** Plain, high-contrast styles: the page lives in the checkout frame and must read well at any size. */
const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #ffffff; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem; }
  h1 { font-size: 1.375rem; margin: 0 0 0.25rem; }
  .note { color: #4a4a4a; margin: 0 0 1.25rem; }
  dl { display: grid; grid-template-columns: 1fr auto; gap: 0.5rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4a4a4a; }
  dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
  .total { font-weight: 700; color: #1a1a1a; border-top: 1px solid #6b6b6b; padding-top: 0.5rem; }
  button { width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 700; color: #ffffff; background: #1f5f3f;
    border: 0; border-radius: 0.375rem; cursor: pointer; }
  button:hover { background: #174a31; }
  button:focus-visible { outline: 3px solid #0b3d91; outline-offset: 3px; }
  [role="status"], [role="alert"] { padding: 0.75rem 1rem; border-radius: 0.375rem; background: #eef4ff; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

/** The sandbox checkout: what is charged and one Pay button (no card data: nothing real is collected). */
export function sandboxPaymentPage(payment: Payment, payAction: string): string {
  const { courseName, quote } = payment.summary;
  const row = (label: string, amount: number, className = '') =>
    `<dt${className ? ` class="${className}"` : ''}>${label}</dt><dd${className ? ` class="${className}"` : ''}>${money(amount, payment.currency)}</dd>`;
  const rows = [
    row('Price', quote.price),
    quote.discount > 0 ? row(`Coupon ${escapeHtml(payment.coupon_code ?? '')}`, -quote.discount) : '',
    row(`Tax (${Math.round(quote.taxRate * 100)}%)`, quote.tax),
    row('Total', quote.total, 'total'),
  ].join('\n');
  const body =
    payment.status === 'pending'
      ? `<form method="post" action="${escapeHtml(payAction)}"><button type="submit">Pay ${money(payment.amount, payment.currency)}</button></form>`
      : `<p role="status">This payment is ${payment.status === 'paid' ? 'complete' : escapeHtml(payment.status)}.</p>`;
  return page(
    `Pay for ${courseName}`,
    `<h1>${escapeHtml(courseName)}</h1>
<p class="note">Sandbox payment: no card is charged.</p>
<dl aria-label="Order summary">
${rows}
</dl>
${body}`,
  );
}

export function sandboxMessagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>\n<p role="alert">${escapeHtml(message)}</p>`);
}
