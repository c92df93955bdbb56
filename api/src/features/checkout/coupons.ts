import type { Kysely } from 'kysely';
import type { DiscountType } from 'shared-events/contract';
import type { Database } from '../../db/schema';

export interface Coupon {
  code: string;
  discountType: DiscountType;
  discountAmount: number;
  /** null: valid for every course */
  courseId: number | null;
}

/** Codes are stored upper-case; what a learner types is matched regardless of case and surrounding blanks. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

/**
 * The coupon when it exists, is active and not expired, and (when a course is given) applies to that
 * course; undefined otherwise.
 */
export async function findValidCoupon(db: Kysely<Database>, code: string, courseId?: number): Promise<Coupon | undefined> {
  const row = await db.selectFrom('coupons').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
  if (!row || row.active !== 1) return undefined;
  if (row.expires_at !== null && Date.parse(row.expires_at) <= Date.now()) return undefined;
  if (courseId !== undefined && row.course_id !== null && row.course_id !== courseId) return undefined;
  if (row.discount_type !== '%' && row.discount_type !== 'fixed') return undefined;
  return { code: row.code, discountType: row.discount_type, discountAmount: Number(row.discount_amount), courseId: row.course_id };
}
