import { createHash } from 'node:crypto';
import { PAYMENT_FRAME_HEIGHT_MESSAGE } from 'shared-contract';
import { PAYABLE_STATUSES, type Payment } from './payments';
import { formatCardNumber, TEST_CARDS, type CardField, type CardForm } from './sandboxCards';

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

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
  h2 { font-size: 1.125rem; margin: 0 0 0.75rem; }
  .field { margin: 0 0 1rem; }
  label { display: block; font-weight: 600; }
  .hint { margin: 0; color: #4a4a4a; font-size: 0.875rem; }
  .error { margin: 0.25rem 0 0; color: #a1001c; font-weight: 600; }
  input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.625rem 0.75rem; font: inherit; color: #1a1a1a;
    background: #ffffff; border: 1px solid #6b6b6b; border-radius: 0.375rem; }
  input[aria-invalid="true"] { border: 2px solid #a1001c; }
  input:focus-visible { outline: 3px solid #0b3d91; outline-offset: 1px; }
  .problem { margin: 0 0 1.25rem; background: #fdecee; border-left: 4px solid #a1001c; color: #1a1a1a; }
  .problem p, .problem ul { margin: 0; }
  .problem a { color: #7a0015; }
  .test-cards { margin-top: 1.5rem; padding-top: 1rem; border-top: 1px solid #6b6b6b; color: #1a1a1a; }
  .test-cards ul { padding-left: 1.25rem; }
  .card-number { font-family: ui-monospace, monospace; white-space: nowrap; }
`;

/**
 * Tells the checkout page how tall this page is, now and whenever it changes (an error shows, the text wraps),
 * so the frame fits the form. The height is no secret and only the site may frame the page (frame-ancestors),
 * so any parent origin may hear it.
 */
export const FRAME_HEIGHT_SCRIPT = `new ResizeObserver(function () {
  parent.postMessage({ type: '${PAYMENT_FRAME_HEIGHT_MESSAGE}', height: document.documentElement.getBoundingClientRect().height }, '*');
}).observe(document.documentElement);`;

/** The CSP source that allows exactly that script and no other. */
export const FRAME_HEIGHT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FRAME_HEIGHT_SCRIPT).digest('base64')}'`;

/** A page of the checkout frame: its styles, content and scripts, and the script that reports its height. */
export function framePage(
  title: string,
  pageStyles: string,
  content: string,
  scripts: string[] = [],
): string {
  const tags = [...scripts, `<script>${FRAME_HEIGHT_SCRIPT}</script>`].join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${pageStyles}</style>
</head>
<body>
<main>
${content}
</main>
${tags}
</body>
</html>`;
}

function page(title: string, content: string): string {
  return framePage(title, styles, content);
}

/** What the card form shows again after a refused attempt; the card number and CVC are never sent back. */
export interface CardFormState {
  values?: Partial<Pick<CardForm, 'expiry' | 'cardName'>>;
  /** Per-field validation messages. */
  errors?: Partial<Record<CardField, string>>;
  /** The provider's refusal (e.g. 'Your card was declined.'). */
  declined?: string;
}

interface FieldSpec {
  name: CardField;
  label: string;
  hint?: string;
  autocomplete: string;
  inputmode?: string;
  maxlength: number;
}

const FIELDS: FieldSpec[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    maxlength: 23,
  },
  {
    name: 'expiry',
    label: 'Expiry date',
    hint: 'MM/YY',
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    maxlength: 7,
  },
  {
    name: 'cvc',
    label: 'Security code (CVC)',
    hint: '3 or 4 digits on the card',
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    maxlength: 4,
  },
  { name: 'cardName', label: 'Name on card', autocomplete: 'cc-name', maxlength: 100 },
];

function field(spec: FieldSpec, state: CardFormState): string {
  const error = state.errors?.[spec.name];
  const value = spec.name === 'expiry' || spec.name === 'cardName' ? (state.values?.[spec.name] ?? '') : '';
  const describedBy = [spec.hint ? `${spec.name}-hint` : '', error ? `${spec.name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div class="field">
<label for="${spec.name}">${spec.label}</label>
${spec.hint ? `<p class="hint" id="${spec.name}-hint">${spec.hint}</p>` : ''}
${error ? `<p class="error" id="${spec.name}-error">${escapeHtml(error)}</p>` : ''}
<input id="${spec.name}" name="${spec.name}" type="text" autocomplete="${spec.autocomplete}"${spec.inputmode ? ` inputmode="${spec.inputmode}"` : ''} maxlength="${spec.maxlength}" required spellcheck="false"${describedBy ? ` aria-describedby="${describedBy}"` : ''}${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(value)}">
</div>`;
}

/** Either the provider's refusal or a linked list of what to fix, read out first (role="alert"). */
function problems(state: CardFormState): string {
  if (state.declined)
    return `<div class="problem" role="alert"><p>${escapeHtml(state.declined)}</p><p>Please try another card.</p></div>`;
  const errors = FIELDS.flatMap((spec) => {
    const error = state.errors?.[spec.name];
    return error ? [`<li><a href="#${spec.name}">${escapeHtml(error)}</a></li>`] : [];
  });
  if (errors.length === 0) return '';
  return `<div class="problem" role="alert" aria-labelledby="problem-title"><h2 id="problem-title">Check your card details</h2><ul>${errors.join('')}</ul></div>`;
}

const testCards = () => `<section class="test-cards" aria-labelledby="test-cards-title">
<h2 id="test-cards-title">Test cards</h2>
<p>Use any future expiry date, any 3-digit CVC and any name.</p>
<ul>
${TEST_CARDS.map((card) => `<li><span class="card-number">${formatCardNumber(card.number)}</span>: ${escapeHtml(card.description)}${card.outcome.succeeded ? '' : ` (&#8220;${escapeHtml(card.outcome.message)}&#8221;)`}</li>`).join('\n')}
</ul>
</section>`;

/** The sandbox checkout: what is charged, a card form, and the documented test cards. */
export function sandboxPaymentPage(payment: Payment, payAction: string, state: CardFormState = {}): string {
  const { courseName, quote } = payment.summary;
  const row = (label: string, amount: number, className = '') =>
    `<dt${className ? ` class="${className}"` : ''}>${label}</dt><dd${className ? ` class="${className}"` : ''}>${money(amount, payment.currency)}</dd>`;
  const rows = [
    row('Price', quote.price),
    quote.discount > 0 ? row(`Coupon ${escapeHtml(payment.coupon_code ?? '')}`, -quote.discount) : '',
    row(`Tax (${Math.round(quote.taxRate * 100)}%)`, quote.tax),
    row('Total', quote.total, 'total'),
  ].join('\n');
  const payable = (PAYABLE_STATUSES as readonly string[]).includes(payment.status);
  const body = payable
    ? `${problems(state)}
<form method="post" action="${escapeHtml(payAction)}" aria-labelledby="card-title" novalidate>
<h2 id="card-title">Card details</h2>
${FIELDS.map((spec) => field(spec, state)).join('\n')}
<button type="submit">Pay ${money(payment.amount, payment.currency)}</button>
</form>
${testCards()}`
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
