import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ParsedRequestOf } from 'shared-contract';
import type { Database, PaymentsTable } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { findValidCoupon } from '../checkout/coupons';
import { quote, type Quote } from '../checkout/pricing';
import { enroll, isEnrolled } from '../learning/enrollments';
import type { PaymentExpired, PaymentFailed, PaymentProvider, PaymentSucceeded } from './provider';
import { MY_COURSES_PATH, queueReceipt, type ReceiptOutcome } from './receipt';

export const CURRENCY = 'USD';

/** What the sandbox page shows; stored with the payment so it is exactly what was charged. */
export interface PaymentSummary {
  courseName: string;
  quote: Quote;
}

export type Payment = Selectable<PaymentsTable> & { summary: PaymentSummary };

/** One charge attempt as recorded with the payment: the card's brand and last four digits only, when known. */
export interface PaymentAttempt {
  attemptId: string;
  outcome: 'succeeded' | 'failed';
  brand?: string;
  last4?: string;
  failureCode?: string;
  at: string;
}

/**
 * Payments that may still be paid: a declined attempt leaves the payment open for another card. A learner
 * has at most one per course; a link at another price marks the older one 'superseded'.
 */
export const PAYABLE_STATUSES = ['pending', 'failed'] as const;

/** The payment's billing JSON with this attempt added, unless an attempt with its id is already there. */
function withAttempt(billing: string, attempt: PaymentAttempt): string | undefined {
  const record = JSON.parse(billing) as { attempts?: PaymentAttempt[] };
  const attempts = record.attempts ?? [];
  if (attempts.some((recorded) => recorded.attemptId === attempt.attemptId)) return undefined;
  return JSON.stringify({ ...record, attempts: [...attempts, attempt] });
}

/**
 * Prices the course on the server (offer price, coupon, the billing country's tax), ignoring the
 * client's Amount/VAT figures, stores a pending payment and asks the provider for its payment page.
 */
export async function createPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: string,
  input: ParsedRequestOf<'createPaymentLink'>,
): Promise<string> {
  const course = await db
    .selectFrom('courses')
    .select(['course_id', 'course_name', 'price', 'offer_price'])
    .where('course_id', '=', input.CourseId)
    .executeTakeFirst();
  if (!course) throw notFound(`Course ${input.CourseId} not found`);
  if (await isEnrolled(db, userId, course.course_id))
    throw new HttpError(409, `You are already enrolled in course ${course.course_id}`);
  const code = input.CouponCode?.trim() ?? '';
  const coupon = code ? await findValidCoupon(db, code, course.course_id, userId) : undefined;
  if (code && !coupon)
    throw badRequest(`body/CouponCode ${code} is not a valid coupon for course ${course.course_id}`);
  const priced = quote(course, coupon, input.Country);
  if (priced.total <= 0) {
    throw badRequest(
      coupon
        ? `Nothing to pay for course ${course.course_id} with this coupon: enroll with POST /enrollments/new/coupon`
        : `Course ${course.course_id} is free: enroll without a payment`,
    );
  }

  const summary: PaymentSummary = { courseName: course.course_name, quote: priced };
  const details = {
    Name: input.Name,
    UserEmail: input.UserEmail,
    Country: input.Country,
    ZipCode: input.ZipCode ?? null,
    AddressLine1: input.AddressLine1,
    AddressLine2: input.AddressLine2 ?? null,
    City: input.City,
    State: input.State ?? null,
    PaymentMethod: input.PaymentMethod,
  };
  const reused = await reuseOpenPayment(db, provider, userId, course.course_id, summary, details);
  if (reused) return reused;

  const paymentId = randomUUID();
  // Nothing is stored before the provider answers, so a provider that is down leaves nothing to block a retry.
  const checkout = await provider.createCheckout({
    paymentId,
    courseId: course.course_id,
    amount: priced.total,
    currency: CURRENCY,
    description: course.course_name,
  });
  const now = new Date().toISOString();
  const billing = {
    ...details,
    summary,
    checkoutUrl: checkout.url,
    ...(checkout.clientSecret ? { clientSecret: checkout.clientSecret } : {}),
  };
  await db.transaction().execute(async (trx) => {
    // A new price replaces the learner's open payment for the course: the old link can no longer be paid.
    await trx
      .updateTable('payments')
      .set({ status: 'superseded', updated_at: now })
      .where('user_id', '=', userId)
      .where('course_id', '=', course.course_id)
      .where('status', 'in', PAYABLE_STATUSES)
      .execute();
    await trx
      .insertInto('payments')
      .values({
        payment_id: paymentId,
        user_id: userId,
        course_id: course.course_id,
        coupon_code: coupon?.code ?? null,
        amount: priced.total,
        currency: CURRENCY,
        status: 'pending',
        provider: provider.name,
        provider_reference: checkout.reference,
        billing: JSON.stringify(billing),
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
  return checkout.url;
}

/**
 * The learner's open payment for the course, when it charges exactly this quote: its link is handed out
 * again (with the latest billing details) instead of a second payment. Undefined when there is none. A
 * declined payment is reused only where the provider's page takes another card.
 */
async function reuseOpenPayment(
  db: Kysely<Database>,
  provider: PaymentProvider,
  userId: string,
  courseId: number,
  summary: PaymentSummary,
  details: Record<string, string | null>,
): Promise<string | undefined> {
  const open = await db
    .selectFrom('payments')
    .select(['payment_id', 'billing'])
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('status', 'in', provider.payableAfterFailure ? PAYABLE_STATUSES : ['pending'])
    .where('provider', '=', provider.name)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!open) return undefined;
  const record = JSON.parse(open.billing) as { summary: PaymentSummary; checkoutUrl?: string };
  if (!record.checkoutUrl || JSON.stringify(record.summary) !== JSON.stringify(summary)) return undefined;
  await db
    .updateTable('payments')
    .set({ billing: JSON.stringify({ ...record, ...details }), updated_at: new Date().toISOString() })
    .where('payment_id', '=', open.payment_id)
    .execute();
  return record.checkoutUrl;
}

export async function findPayment(db: Kysely<Database>, paymentId: string): Promise<Payment | undefined> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { summary } = JSON.parse(row.billing) as { summary: PaymentSummary };
  return { ...row, summary };
}

/**
 * Applies a verified "payment failed" event: an open payment is marked failed with the attempt's card brand,
 * last four digits and failure code, and stays payable with another card. A paid payment never goes back,
 * and a replayed attempt is recorded once.
 */
export async function recordFailedPayment(
  db: Kysely<Database>,
  event: PaymentFailed,
): Promise<{ recorded: boolean }> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['status', 'billing'])
      .where('payment_id', '=', event.paymentId)
      .executeTakeFirst();
    if (!payment) throw notFound(`Payment ${event.paymentId} not found`);
    const now = new Date().toISOString();
    const billing = withAttempt(payment.billing, {
      attemptId: event.attemptId,
      outcome: 'failed',
      ...event.card,
      failureCode: event.failureCode,
      at: now,
    });
    if (!billing) return { recorded: false };
    const updated = await trx
      .updateTable('payments')
      .set({ status: 'failed', billing, updated_at: now })
      .where('payment_id', '=', event.paymentId)
      .where('status', 'in', PAYABLE_STATUSES)
      .executeTakeFirst();
    return { recorded: Number(updated.numUpdatedRows) === 1 };
  });
}

/** What confirming a payment did: the enrolment, and its receipt (null when this delivery changed nothing). */
export interface Settlement {
  enrolled: boolean;
  receipt: ReceiptOutcome | null;
}

/**
 * Applies a verified "payment succeeded" event: the open (pending or declined) payment becomes paid, the user is
 * enrolled and the receipt is queued for the account's address, in one transaction and only on the first delivery;
 * replays find the payment paid and change nothing. `shellUrl` is the site the receipt links to.
 */
export async function settlePayment(
  db: Kysely<Database>,
  event: PaymentSucceeded,
  shellUrl: string,
): Promise<Settlement> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('payment_id', '=', event.paymentId)
      .executeTakeFirst();
    if (!payment) throw notFound(`Payment ${event.paymentId} not found`);
    if (Number(payment.amount) !== event.amount || payment.currency !== event.currency) {
      throw badRequest(
        `Payment ${event.paymentId} is for ${payment.amount} ${payment.currency}, not ${event.amount} ${event.currency}`,
      );
    }
    const now = new Date().toISOString();
    const billing = event.attemptId
      ? withAttempt(payment.billing, {
          attemptId: event.attemptId,
          outcome: 'succeeded',
          ...event.card,
          at: now,
        })
      : undefined;
    const settled = await trx
      .updateTable('payments')
      .set({ status: 'paid', updated_at: now, ...(billing ? { billing } : {}) })
      .where('payment_id', '=', event.paymentId)
      .where('status', 'in', PAYABLE_STATUSES)
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) !== 1) return { enrolled: false, receipt: null };
    await enroll(trx, payment.user_id, payment.course_id, 'payment');
    const { summary } = JSON.parse(payment.billing) as { summary: PaymentSummary };
    const receipt = await queueReceipt(trx, payment.user_id, {
      courseName: summary.courseName,
      quote: summary.quote,
      currency: payment.currency,
      couponCode: payment.coupon_code,
      paidAt: now,
      paymentId: payment.payment_id,
      card: event.card,
      myCoursesUrl: new URL(MY_COURSES_PATH, shellUrl).toString(),
    });
    return { enrolled: true, receipt };
  });
}

/**
 * Applies a verified "checkout expired" event: an open payment can no longer be paid there, so it is marked
 * expired and the learner's next payment-link request makes a new one. A paid payment is never touched.
 */
export async function expirePayment(
  db: Kysely<Database>,
  event: PaymentExpired,
): Promise<{ expired: boolean }> {
  const updated = await db
    .updateTable('payments')
    .set({ status: 'expired', updated_at: new Date().toISOString() })
    .where('payment_id', '=', event.paymentId)
    .where('status', 'in', PAYABLE_STATUSES)
    .executeTakeFirst();
  return { expired: Number(updated.numUpdatedRows) === 1 };
}
