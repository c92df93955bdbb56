import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { notFound } from '../../http/errors';
import { assertSameLearner, assertSameUser } from '../../identity/identity';
import { enroll, FREE_TRIAL_COURSE_ID } from '../learning/enrollments';
import { checkCoupon } from './coupons';
import { subtotalOf } from './pricing';

/** Coupons and the enrolments that need no payment: the free trial and coupons that make a course free. */
export function checkoutRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    const enrolmentGuard = { preHandler: [app.requireUser, app.writeLimit('enrolment')] };
    // A coupon enrols the family's account, which the parent decides: not a child profile.
    const couponGuard = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('enrolment')] };
    contractRoute(
      app,
      'validateCoupon',
      async ({ input, request }) => {
        const check = await checkCoupon(db, input.coupon_code, { learnerId: request.user?.sub });
        return check.valid
          ? {
              coupon_code: check.coupon.code,
              discount_type: check.coupon.discountType,
              discount_amount: check.coupon.discountAmount,
              isValid: true,
            }
          : {
              coupon_code: check.code,
              discount_type: null,
              discount_amount: null,
              isValid: false,
              message: check.message,
            };
      },
      // Validation is public; a learner's token is what unlocks their earned reward. Limited, as each answer
      // tells whether a code exists.
      { preHandler: [app.identifyUser, app.writeLimit('coupon')] },
    );

    contractRoute(
      app,
      'enrollFreeTrial',
      async ({ input, request }) => {
        // Each child profile has a free trial of its own, kept under its learner key.
        const learner = assertSameLearner(request, input.UserID);
        await enroll(db, learner.key, FREE_TRIAL_COURSE_ID, input.Source);
        return { enrolled: true, CourseID: FREE_TRIAL_COURSE_ID };
      },
      enrolmentGuard,
    );

    contractRoute(
      app,
      'enrollWithCoupon',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.user_id, 'user_id');
        const course = await db
          .selectFrom('courses')
          .select(['price', 'offer_price'])
          .where('course_id', '=', input.course_id)
          .executeTakeFirst();
        if (!course) throw notFound(`Course ${input.course_id} not found`);
        const check = await checkCoupon(db, input.coupon_code, {
          courseId: input.course_id,
          learnerId: user.sub,
        });
        if (!check.valid) return { enrolled: false, isValid: false, message: check.message };
        // The client's "free" is not trusted: only a coupon that takes the price to 0 enrolls.
        if (subtotalOf(course, check.coupon).subtotal > 0) return { enrolled: false, isValid: true };
        await enroll(db, user.sub, input.course_id, 'coupon', check.coupon.code);
        return { enrolled: true, isValid: true };
      },
      couponGuard,
    );
  };
}
