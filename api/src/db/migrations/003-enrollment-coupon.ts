import type { Kysely, Migration } from 'kysely';

/**
 * A coupon enrolment records the coupon that made the course free, as a paid one has its coupon on the
 * payment row. Null for every other enrolment.
 */
export const enrollmentCoupon: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('enrollments').addColumn('coupon_code', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('enrollments').dropColumn('coupon_code').execute();
  },
};
