import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { describeApi } from '../../testing/apiHarness';

/** Coupons beyond the seeded two, to cover free, fixed, expired, inactive and course-bound ones. */
async function addTestCoupons(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('coupons')
    .values([
      {
        code: 'FREE100',
        discount_type: '%',
        discount_amount: 100,
        course_id: null,
        active: 1,
        expires_at: null,
      },
      {
        code: 'TAKE89',
        discount_type: 'fixed',
        discount_amount: 89,
        course_id: 5,
        active: 1,
        expires_at: null,
      },
      {
        code: 'OLD50',
        discount_type: '%',
        discount_amount: 50,
        course_id: null,
        active: 1,
        expires_at: '2020-01-01T00:00:00.000Z',
      },
      {
        code: 'OFF50',
        discount_type: '%',
        discount_amount: 50,
        course_id: null,
        active: 0,
        expires_at: null,
      },
    ])
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
}

const couponEnrolment = (user_id: string, coupon_code: string, course_id = 5) => ({
  user_id,
  coupon_code,
  course_id,
});

describeApi('checkout', (test) => {
  test('validates a trimmed coupon code and answers isValid false (200) for unknown, expired or inactive codes', async (env) => {
    await addTestCoupons(env.db);
    assert.deepEqual(await env.ok('validateCoupon', { coupon_code: '  py30now ' }), {
      coupon_code: 'PY30NOW',
      discount_type: '%',
      discount_amount: 30,
      isValid: true,
    });
    assert.deepEqual(await env.ok('validateCoupon', { coupon_code: 'TAKE89' }), {
      coupon_code: 'TAKE89',
      discount_type: 'fixed',
      discount_amount: 89,
      isValid: true,
    });
    for (const [code, message] of [
      ['NOPE', 'Coupon NOPE is not valid.'],
      ['old50', 'Coupon OLD50 has expired.'],
      ['OFF50', 'Coupon OFF50 is not valid.'],
    ] as const) {
      assert.deepEqual(await env.ok('validateCoupon', { coupon_code: code }), {
        coupon_code: code.toUpperCase(),
        discount_type: null,
        discount_amount: null,
        isValid: false,
        message,
      });
    }
    await env.rejects('validateCoupon', [
      [{ coupon_code: '   ' }, 400, 'body/coupon_code must not be empty'],
      [{}, 400, 'body/coupon_code is required'],
    ]);
  });

  test('enrolls the signed-in user into the free trial once, keeping the first Source', async (env) => {
    assert.deepEqual(
      await env.ok('enrollFreeTrial', { UserID: 'trial-a', Source: 'home-hero' }, { as: 'trial-a' }),
      { enrolled: true, CourseID: 1 },
    );
    assert.deepEqual(
      await env.ok('enrollFreeTrial', { UserID: 'trial-a', Source: 'unknown' }, { as: 'trial-a' }),
      { enrolled: true, CourseID: 1 },
    );
    const rows = await env.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', 'trial-a')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.course_id, row.source]),
      [[1, 'home-hero']],
    );
    await env.rejects(
      'enrollFreeTrial',
      [[{ UserID: 'trial-a', Source: '' }, 400, 'body/Source must not be empty']],
      { as: 'trial-a' },
    );
    await env.rejects('enrollFreeTrial', [[{ UserID: 'trial-b', Source: 'x' }, 401, /^Sign-in required/]]);
    await env.rejects(
      'enrollFreeTrial',
      [[{ UserID: 'trial-b', Source: 'x' }, 403, 'body/UserID does not match the signed-in user']],
      { as: 'trial-a' },
    );
  });

  test('enrolls into the free trial when CourseID 1 is named and refuses any other course, enrolling nobody', async (env) => {
    const only = 'The free trial is only for course 1.';
    await env.rejects(
      'enrollFreeTrial',
      [2, 5, 0, '1', 1.5, null].map((CourseID): [unknown, number, string] => [
        { UserID: 'trial-c', Source: 'checkout', CourseID },
        400,
        only,
      ]),
      { as: 'trial-c' },
    );
    const refused = await env.db
      .selectFrom('enrollments')
      .select('course_id')
      .where('user_id', '=', 'trial-c')
      .execute();
    assert.deepEqual(refused, []);
    assert.deepEqual(
      await env.ok(
        'enrollFreeTrial',
        { UserID: 'trial-c', Source: 'checkout', CourseID: 1 },
        { as: 'trial-c' },
      ),
      {
        enrolled: true,
        CourseID: 1,
      },
    );
    const rows = await env.db
      .selectFrom('enrollments')
      .select(['course_id', 'source'])
      .where('user_id', '=', 'trial-c')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.course_id, row.source]),
      [[1, 'checkout']],
    );
  });

  test('enrolls with a coupon only when it is valid for the course and brings the price to 0, recording the coupon', async (env) => {
    await addTestCoupons(env.db);
    const as = { as: 'coupon-a' };
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'PY30NOW'), as), {
      enrolled: false,
      isValid: true,
    });
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'NOPE'), as), {
      enrolled: false,
      isValid: false,
      message: 'Coupon NOPE is not valid.',
    });
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'TAKE89', 2), as), {
      enrolled: false,
      isValid: false,
      message: 'Coupon TAKE89 does not apply to this course.',
    });
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'OLD50'), as), {
      enrolled: false,
      isValid: false,
      message: 'Coupon OLD50 has expired.',
    });
    assert.equal(
      (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'coupon-a').execute()).length,
      0,
    );

    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', ' take89 '), as), {
      enrolled: true,
      isValid: true,
    });
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'FREE100', 3), as), {
      enrolled: true,
      isValid: true,
    });
    assert.deepEqual(await env.ok('enrollWithCoupon', couponEnrolment('coupon-a', 'FREE100', 3), as), {
      enrolled: true,
      isValid: true,
    });
    const rows = await env.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', 'coupon-a')
      .orderBy('course_id')
      .execute();
    // Each records the coupon it was enrolled with, as stored (trimmed, upper-case); the repeat changes nothing.
    assert.deepEqual(
      rows.map((row) => [row.course_id, row.source, row.coupon_code]),
      [
        [3, 'coupon', 'FREE100'],
        [5, 'coupon', 'TAKE89'],
      ],
    );
    const { enrollments } = await env.ok('getEnrollments', { UserID: 'coupon-a' }, as);
    assert.deepEqual(
      enrollments.map(({ CourseID, CouponCode }) => [CourseID, CouponCode]),
      [
        [3, 'FREE100'],
        [5, 'TAKE89'],
      ],
    );
  });

  test('refuses bad coupon enrolments with 400/404 and foreign or missing users with 403/401, writing nothing', async (env) => {
    await addTestCoupons(env.db);
    await env.rejects(
      'enrollWithCoupon',
      [
        [{ user_id: 'coupon-b', coupon_code: 'FREE100' }, 400, 'body/course_id is required'],
        [
          { ...couponEnrolment('coupon-b', 'FREE100'), course_id: '5' },
          400,
          'body/course_id must be a positive integer',
        ],
        [couponEnrolment('coupon-b', ' '), 400, 'body/coupon_code must not be empty'],
        [couponEnrolment('coupon-b', 'FREE100', 99), 404, 'Course 99 not found'],
      ],
      { as: 'coupon-b' },
    );
    await env.rejects('enrollWithCoupon', [
      [couponEnrolment('coupon-b', 'FREE100'), 401, /^Sign-in required/],
    ]);
    await env.rejects(
      'enrollWithCoupon',
      [[couponEnrolment('coupon-b', 'FREE100'), 403, 'body/user_id does not match the signed-in user']],
      { as: 'coupon-c' },
    );
  });
});
