import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';
import type { Quote } from '../checkout/pricing';
import { escapeHtml } from './sandboxPage';

export const RECEIPT_TOPIC = 'payment.receipt';

/** Where the receipt's link leads: the courses the family can open now. */
export const MY_COURSES_PATH = '/my-courses';

/** Who may learn with a bought course: the family's account and each of its child profiles. */
const FAMILY_USE_TEXT = 'Everyone in your family can use this course, each child in their own profile.';

export interface Receipt {
  to: string;
  courseName: string;
  /** What was charged, as the payment records it. */
  quote: Quote;
  currency: string;
  couponCode: string | null;
  /** When the payment was confirmed (ISO time). */
  paidAt: string;
  /** The family's time zone, the date is written in. */
  timeZone: string;
  paymentId: string;
  /** The card's brand and last four digits, when the provider reported them. */
  card?: { brand: string; last4: string } | undefined;
  myCoursesUrl: string;
}

const SITE = 'PyLearn Academy';

/** Header values and one-line fields: a course name from the database never breaks a line. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);

/** "December 6, 2025", in the family's time zone (UTC when it is not one Intl knows). */
export function receiptDate(iso: string, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: zone }).format(new Date(iso));
  try {
    return format(timeZone);
  } catch {
    return format('UTC');
  }
}

/** The receipt's lines as label and value, the same in both parts. */
function lines(receipt: Receipt): Array<[string, string]> {
  const { quote, currency } = receipt;
  const rows: Array<[string, string]> = [
    ['Course', oneLine(receipt.courseName)],
    ['Price', money(quote.price, currency)],
  ];
  if (quote.discount > 0)
    rows.push([`Coupon ${oneLine(receipt.couponCode ?? '')}`.trim(), `-${money(quote.discount, currency)}`]);
  rows.push(
    [`Tax (${Math.round(quote.taxRate * 100)}%)`, money(quote.tax, currency)],
    ['Total paid', money(quote.total, currency)],
    ['Date', receiptDate(receipt.paidAt, receipt.timeZone)],
  );
  if (receipt.card) rows.push(['Paid with', `${receipt.card.brand} ending in ${receipt.card.last4}`]);
  rows.push(['Payment reference', receipt.paymentId]);
  return rows;
}

const subject = (receipt: Receipt) => `Your receipt for ${oneLine(receipt.courseName)}`;

function plainText(receipt: Receipt): string {
  return [
    'Hello,',
    '',
    `Thank you for your purchase. This is your receipt from ${SITE}.`,
    '',
    ...lines(receipt).map(([label, value]) => `${label}: ${value}`),
    '',
    `Who can use it: ${FAMILY_USE_TEXT}`,
    '',
    `Start learning from My Courses: ${receipt.myCoursesUrl}`,
    '',
    'Questions about this payment? Reply to this e-mail.',
    '',
  ].join('\n');
}

function html(receipt: Receipt): string {
  const rows = lines(receipt)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;font-weight:normal;color:#4a4a4a;padding:0.25em 1.5em 0.25em 0">${escapeHtml(label)}</th><td style="text-align:right;padding:0.25em 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(subject(receipt))}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:40em;margin:0 auto;padding:1em">
<p>Hello,</p>
<p>Thank you for your purchase. This is your receipt from ${SITE}.</p>
<table style="border-collapse:collapse;margin:1em 0">
<caption style="text-align:left;font-weight:bold;padding-bottom:0.5em">Receipt</caption>
${rows}
</table>
<p><strong>Who can use it:</strong> ${escapeHtml(FAMILY_USE_TEXT)}</p>
<p><a href="${escapeHtml(receipt.myCoursesUrl)}" style="color:#0b57d0">Start learning from My Courses</a></p>
<p style="font-size:0.9em;color:#4a4a4a">Questions about this payment? Reply to this e-mail.</p>
</body>
</html>
`;
}

/** The buyer's receipt, as plain text and as HTML: the course, what was paid, when, and who may use it. */
export function receiptMail(receipt: Receipt): OutgoingMail {
  return { to: receipt.to, subject: subject(receipt), text: plainText(receipt), html: html(receipt) };
}

/**
 * The account's address as the identity provider gave it, and the family's time zone; undefined without a
 * checked address (as the weekly summary: a record made before it was asked waits for its next sign-in).
 */
async function recipientOf(trx: Kysely<Database>, accountId: string) {
  const row = await trx
    .selectFrom('user_profiles')
    .leftJoin('family_settings', 'family_settings.account_id', 'user_profiles.user_id')
    .select(['user_profiles.user_email', 'family_settings.time_zone'])
    .where('user_profiles.user_id', '=', accountId)
    .where('user_profiles.email_checked', '=', 1)
    .executeTakeFirst();
  return row && { email: row.user_email, timeZone: row.time_zone ?? 'UTC' };
}

export type ReceiptOutcome = 'queued' | 'no-address';

/**
 * Queues the receipt of a payment just confirmed, in the transaction that confirmed it: the payment is paid
 * with its receipt stored, or neither is, so a repeated webhook (which finds it paid) never mails twice.
 */
export async function queueReceipt(
  trx: Kysely<Database>,
  accountId: string,
  receipt: Omit<Receipt, 'to' | 'timeZone'>,
): Promise<ReceiptOutcome> {
  const recipient = await recipientOf(trx, accountId);
  if (!recipient) return 'no-address';
  await enqueueMail(
    trx,
    RECEIPT_TOPIC,
    receiptMail({ ...receipt, to: recipient.email, timeZone: recipient.timeZone }),
  );
  return 'queued';
}
