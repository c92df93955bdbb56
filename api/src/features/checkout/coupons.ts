import type { Kysely } from 'kysely';
import { FREE_TRIAL_RULES, type DiscountType } from 'shared-contract';
import type { Database } from '../../db/schema';
import { hasCompletedFreeTrial } from '../learning/freeTrial';

export interface Coupon {
  code: string;
  discountType: DiscountType;
  discountAmount: number;
  /** null: valid for every course */
  courseId: number | null;
}

/** What the server decided about a code, with the reason a learner is told when it is refused. */
export type CouponCheck = { valid: true; coupon: Coupon } | { valid: false; code: string; message: string };

/** Who is asking and for which course; a learner-bound reward needs the signed-in learner's id. */
export interface CouponRequest {
  courseId?: number;
  /** The token's subject; undefined for a visitor (or a caller that does not say who the learner is). */
  learnerId?: string;
}

/** Codes are stored upper-case; what a learner types is matched regardless of case and surrounding blanks. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

export const TRIAL_REWARD_SIGN_IN_MESSAGE = 'Sign in and finish the free trial to unlock this coupon.';
export const TRIAL_REWARD_LOCKED_MESSAGE = 'Finish the free trial to unlock this coupon.';

/**
 * A reward is earned, not typed: the trial's coupon is valid only for the signed-in learner whose completed
 * steps the server sees cover the trial. Without a learner it is refused, so a caller that forgets to say
 * who is paying can never hand the reward out.
 */
async function rewardRefusal(
  db: Kysely<Database>,
  code: string,
  learnerId: string | undefined,
): Promise<string | undefined> {
  if (code !== FREE_TRIAL_RULES.rewardCouponCode) return undefined;
  if (learnerId === undefined) return TRIAL_REWARD_SIGN_IN_MESSAGE;
  return (await hasCompletedFreeTrial(db, learnerId)) ? undefined : TRIAL_REWARD_LOCKED_MESSAGE;
}

/** Every rule a coupon must pass: it exists, is active and not expired, fits the course, and is earned. */
export async function checkCoupon(
  db: Kysely<Database>,
  typed: string,
  { courseId, learnerId }: CouponRequest = {},
): Promise<CouponCheck> {
  const code = normaliseCode(typed);
  const refuse = (message: string): CouponCheck => ({ valid: false, code, message });
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  if (!row || row.active !== 1 || (row.discount_type !== '%' && row.discount_type !== 'fixed'))
    return refuse(`Coupon ${code} is not valid.`);
  if (row.expires_at !== null && Date.parse(row.expires_at) <= Date.now())
    return refuse(`Coupon ${code} has expired.`);
  if (courseId !== undefined && row.course_id !== null && row.course_id !== courseId)
    return refuse(`Coupon ${code} does not apply to this course.`);
  const refusal = await rewardRefusal(db, code, learnerId);
  if (refusal) return refuse(refusal);
  return {
    valid: true,
    coupon: {
      code: row.code,
      discountType: row.discount_type,
      discountAmount: Number(row.discount_amount),
      courseId: row.course_id,
    },
  };
}

/**
 * The coupon when it passes every rule of checkCoupon for this course and learner; undefined otherwise.
 * Called without a learner, an earned reward (TRIALCOMPLETE) is never valid.
 */
export async function findValidCoupon(
  db: Kysely<Database>,
  code: string,
  courseId?: number,
  learnerId?: string,
): Promise<Coupon | undefined> {
  const check = await checkCoupon(db, code, { courseId, learnerId });
  return check.valid ? check.coupon : undefined;
}
