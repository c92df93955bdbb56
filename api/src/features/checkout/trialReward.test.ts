import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import { isCountedLesson } from 'shared-contract';
import type { Database } from '../../db/schema';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { earnLessons } from '../../testing/earnedLessons';

const MAIN_COURSE = 5;
const SIGN_IN_FIRST = 'Sign in and finish the free trial to unlock this coupon.';
const FINISH_FIRST = 'Finish the free trial to unlock this coupon.';

/** The lessons of the trial's chapters (course 1, chapters 1 and 2), split by whether they count. */
async function trialLessons(db: Kysely<Database>): Promise<{ counted: number[]; uncounted: number[] }> {
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select(['lessons.lesson_id', 'lessons.lesson_name'])
    .where('course_chapters.course_id', '=', 1)
    .where('lessons.chapter_id', 'in', [1, 2])
    .orderBy('lessons.lesson_id')
    .execute();
  const counted = rows.filter((row) => isCountedLesson(row.lesson_name)).map((row) => row.lesson_id);
  const uncounted = rows.filter((row) => !isCountedLesson(row.lesson_name)).map((row) => row.lesson_id);
  return { counted, uncounted };
}

/** Completes lessons of the free trial through the API, as the lesson player does. */
async function complete(env: ApiEnv, userId: string, lessonIds: number[]): Promise<void> {
  await earnLessons(env.db, userId, lessonIds);
  for (const LessonID of lessonIds) {
    await env.ok(
      'completeLesson',
      {
        UserID: userId,
        CourseID: 1,
        LessonID,
        UserEmail: `${userId}@example.com`,
        LessonName: 'Lesson',
        KlavioProfileID: null,
      },
      { as: userId },
    );
  }
}

const refused = (message: string) => ({
  coupon_code: 'TRIALCOMPLETE',
  discount_type: null,
  discount_amount: null,
  isValid: false,
  message,
});
const granted = { coupon_code: 'TRIALCOMPLETE', discount_type: '%', discount_amount: 20, isValid: true };
const couponEnrolment = (user_id: string) => ({
  user_id,
  coupon_code: 'trialcomplete',
  course_id: MAIN_COURSE,
});

describeApi('the TRIALCOMPLETE reward', (test) => {
  test('is refused to visitors, and a bearer token that is sent must be valid, while other codes stay public', async (env) => {
    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: ' trialcomplete ' }),
      refused(SIGN_IN_FIRST),
    );
    assert.equal((await env.ok('validateCoupon', { coupon_code: 'PY30NOW' })).isValid, true);
    const forged = await env.app.inject({
      method: 'POST',
      url: '/dev/coupons/validate',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { coupon_code: 'TRIALCOMPLETE' },
    });
    assert.equal(forged.statusCode, 401);
  });

  test('unlocks for a learner only once the server sees every counted trial lesson completed', async (env) => {
    const { counted, uncounted } = await trialLessons(env.db);
    assert.ok(
      counted.length > 1 && uncounted.length > 0,
      'the seeded trial has counted and uncounted lessons',
    );
    const last = counted.at(-1) ?? 0;
    const as = { as: 'finisher' };

    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, as),
      refused(FINISH_FIRST),
    );
    await complete(env, 'finisher', [...uncounted, ...counted.slice(0, -1)]);
    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, as),
      refused(FINISH_FIRST),
      'one counted lesson is still open',
    );
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('finisher'), as), {
      enrolled: false,
      isValid: false,
      message: FINISH_FIRST,
    });

    await complete(env, 'finisher', [last]);
    assert.deepEqual(await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, as), granted);
    // 20% off leaves something to pay: valid, but no enrolment without payment.
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('finisher'), as), {
      enrolled: false,
      isValid: true,
    });
    assert.deepEqual(await env.ok('validateCoupon', { coupon_code: 'PY30NOW' }, as), {
      coupon_code: 'PY30NOW',
      discount_type: '%',
      discount_amount: 30,
      isValid: true,
    });
  });

  test('counts only counted lessons: exercises and summaries alone never unlock it', async (env) => {
    const { uncounted } = await trialLessons(env.db);
    await complete(env, 'skimmer', uncounted);
    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, { as: 'skimmer' }),
      refused(FINISH_FIRST),
    );
  });

  test("is not unlocked by another learner's progress", async (env) => {
    const { counted } = await trialLessons(env.db);
    await complete(env, 'achiever', counted);
    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, { as: 'achiever' }),
      granted,
    );
    assert.deepEqual(
      await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, { as: 'newcomer' }),
      refused(FINISH_FIRST),
    );
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('newcomer'), { as: 'newcomer' }), {
      enrolled: false,
      isValid: false,
      message: FINISH_FIRST,
    });
  });

  test('cannot be used on the payment link before the trial is complete, and creates no payment', async (env) => {
    const link = paymentLink('shortcut');
    await env.rejects(
      'createPaymentLink',
      [[link, 400, `body/CouponCode TRIALCOMPLETE is not a valid coupon for course ${MAIN_COURSE}`]],
      { as: 'shortcut' },
    );
    const payments = await env.db
      .selectFrom('payments')
      .select('payment_id')
      .where('user_id', '=', 'shortcut')
      .execute();
    assert.deepEqual(payments, []);
  });

  test('takes 20% off the payment link of a learner who finished the trial, priced on the server', async (env) => {
    const { counted } = await trialLessons(env.db);
    await complete(env, 'graduate', counted);
    const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('graduate'), { as: 'graduate' });
    assert.match(paymentUrl, /\/payments\/sandbox\//);
    const payment = await env.db
      .selectFrom('payments')
      .select(['amount', 'coupon_code', 'status'])
      .where('user_id', '=', 'graduate')
      .executeTakeFirstOrThrow();
    // Offer price 89, 20% off = 71.20, plus IL tax 0.17 = 83.30; the client's Amount of 1 is ignored.
    assert.deepEqual(
      { ...payment, amount: Number(payment.amount) },
      { amount: 83.3, coupon_code: 'TRIALCOMPLETE', status: 'pending' },
    );
  });
});

function paymentLink(UserId: string) {
  return {
    UserId,
    CourseId: MAIN_COURSE,
    CourseName: 'Python Programming Masterclass',
    CourseDescription: 'Everything…',
    CourseImage: '/images/courses/masterclass.svg',
    Amount: 1,
    PaymentMethod: 'Credit/Debit Card',
    CouponCode: 'TRIALCOMPLETE',
    UserEmail: `${UserId}@example.com`,
    Name: 'Maya Cohen',
    Country: 'IL',
    AddressLine1: '1 Rothschild Blvd',
    City: 'Tel Aviv',
    InitialPrice: 1,
    VAT: 0,
    VATPrice: 0,
  };
}
