import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { CallName } from 'shared-contract';
import { describeApi, type ApiEnv } from '../testing/apiHarness';
import { assertLimitedForAMinute } from '../testing/rateLimited';
import { limitedActions, tooManyRequests, type LimitedAction } from './rateLimits';

/** Two requests per learner (or visitor) and window, four per address: small enough to reach in a test. */
const TWO_A_MINUTE = Object.fromEntries(
  limitedActions.map((action) => [action, { max: 2, windowSeconds: 60 }]),
) as Record<LimitedAction, { max: number; windowSeconds: number }>;

const comment = (Message: string) => ({ PostID: '1004', Name: 'Dana', Message });

/** A valid request of every writing call, for a learner (signed in) or a visitor. */
const writes: Array<{
  call: CallName;
  action: LimitedAction;
  signedIn: boolean;
  payload: (user: string) => unknown;
}> = [
  {
    call: 'postReview',
    action: 'review',
    signedIn: true,
    payload: (UserID) => ({
      CourseID: 2,
      UserID,
      Rating: 4,
      Title: 'Helpful',
      Comment: 'Clear lessons.',
      UserName: 'Noa Levi',
      Email: 'noa@example.com',
    }),
  },
  { call: 'postComment', action: 'comment', signedIn: false, payload: () => comment('Hello') },
  {
    call: 'subscribeNewsletter',
    action: 'newsletter',
    signedIn: false,
    payload: () => ({ email: 'limit.reader@example.com' }),
  },
  {
    call: 'confirmNewsletter',
    action: 'newsletter',
    signedIn: false,
    payload: () => ({ token: 'x'.repeat(43) }),
  },
  {
    call: 'sendContactMessage',
    action: 'contact',
    signedIn: false,
    payload: () => ({
      firstname: 'Ari',
      lastname: 'Stone',
      email: 'ari@example.com',
      subject: 'Hello',
      message: 'Hi there',
      terms: true,
    }),
  },
  {
    call: 'applyWinterWorkshop',
    action: 'workshop',
    signedIn: false,
    payload: () => ({
      name: 'Maya',
      age: 14,
      email: 'maya@example.com',
      experience: 'Scratch',
      message: 'A game, please.',
      selectedService: 'Winter Workshop',
    }),
  },
  {
    call: 'createPaymentLink',
    action: 'payment',
    signedIn: true,
    payload: (UserId) => ({
      UserId,
      CourseId: 5,
      CourseName: 'Python Programming Masterclass',
      CourseDescription: 'Everything',
      CourseImage: '/images/courses/masterclass.svg',
      Amount: 1,
      PaymentMethod: 'Credit/Debit Card',
      UserEmail: `${UserId}@example.com`,
      Name: 'Maya Cohen',
      Country: 'IL',
      AddressLine1: '1 Rothschild Blvd',
      City: 'Tel Aviv',
      OfferPrice: 1,
      InitialPrice: 1,
      VAT: 0,
      VATPrice: 0,
    }),
  },
  {
    call: 'registerUserData',
    action: 'profile',
    signedIn: true,
    payload: (userId) => ({
      userId,
      userEmail: `${userId}@example.com`,
      referralLink: 'None',
      userName: 'Maya',
    }),
  },
  {
    call: 'updateUserData',
    action: 'profile',
    signedIn: true,
    payload: (UserID) => ({
      UserID,
      FirstName: 'Maya',
      LastName: 'Cohen',
      UserName: 'maya',
      PublicProfile: true,
      LFG: false,
    }),
  },
  {
    call: 'completeLesson',
    action: 'lesson',
    signedIn: true,
    payload: (UserID) => ({
      UserID,
      CourseID: 1,
      LessonID: 1,
      UserEmail: `${UserID}@example.com`,
      LessonName: 'Lesson',
      KlavioProfileID: null,
    }),
  },
  {
    call: 'enrollFreeTrial',
    action: 'enrolment',
    signedIn: true,
    payload: (UserID) => ({ UserID, Source: 'home-hero' }),
  },
  {
    call: 'enrollWithCoupon',
    action: 'enrolment',
    signedIn: true,
    payload: (user_id) => ({ user_id, coupon_code: 'NOPE', course_id: 4 }),
  },
  {
    call: 'saveExerciseAttempt',
    action: 'exercise',
    signedIn: true,
    payload: (UserID) => ({
      UserID,
      CourseID: 1,
      LessonID: 8,
      Code: 'print("hi")',
      HintsUsed: 0,
    }),
  },
  {
    call: 'checkExercise',
    action: 'exerciseCheck',
    signedIn: true,
    payload: (UserID) => ({ UserID, CourseID: 1, LessonID: 8, Code: 'print("hi")', HintsUsed: 0 }),
  },
  {
    call: 'revealExerciseSolution',
    action: 'exercise',
    signedIn: true,
    payload: (UserID) => ({ UserID, CourseID: 1, LessonID: 8 }),
  },
  {
    call: 'addChildProfile',
    action: 'family',
    signedIn: true,
    payload: () => ({ name: 'Mia', avatar: 'fox', birthYear: 2015 }),
  },
  {
    call: 'updateChildProfile',
    action: 'family',
    signedIn: true,
    payload: () => ({ profileId: randomUUID(), name: 'Mia', avatar: 'fox', birthYear: 2015 }),
  },
  {
    call: 'removeChildProfile',
    action: 'family',
    signedIn: true,
    payload: () => ({ profileId: randomUUID() }),
  },
  { call: 'setFamilyPin', action: 'family', signedIn: true, payload: () => ({ pin: '1234' }) },
  { call: 'setWeeklySummary', action: 'family', signedIn: true, payload: () => ({ enabled: true }) },
  { call: 'verifyFamilyPin', action: 'pin', signedIn: true, payload: () => ({ pin: '1234' }) },
  {
    call: 'confirmParentSignIn',
    action: 'pin',
    signedIn: true,
    payload: () => ({ signInToken: 'not-a-fresh-sign-in' }),
  },
  {
    call: 'verifyCertificate',
    action: 'certificate',
    signedIn: false,
    payload: () => ({ certificateId: '0000-0000-0000-0000' }),
  },
  { call: 'setWeeklyGoal', action: 'profile', signedIn: true, payload: () => ({ weeklyGoal: 4 }) },
  {
    call: 'saveVideoPosition',
    action: 'video',
    signedIn: true,
    payload: () => ({ CourseID: 1, LessonID: 2, PositionSeconds: 10, DurationSeconds: 60 }),
  },
  { call: 'validateCoupon', action: 'coupon', signedIn: false, payload: () => ({ coupon_code: 'GUESS1' }) },
  {
    call: 'getChildAttempts',
    action: 'childPrograms',
    signedIn: true,
    payload: () => ({ profileId: '00000000-0000-4000-8000-000000000000' }),
  },
];

async function countComments(env: ApiEnv): Promise<number> {
  const row = await env.db
    .selectFrom('blog_comments')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describeApi(
  'rate limits',
  (test) => {
    test("limits every call that writes, sends mail or reads a child's programs, per learner or visitor, with 429, Retry-After and a message", async (env) => {
      for (const [index, write] of writes.entries()) {
        const user = `limited-${index}`;
        const options = { remoteAddress: `10.9.0.${index}`, ...(write.signedIn ? { as: user } : {}) };
        const label = `${write.call} (${write.action})`;
        for (let attempt = 0; attempt < 2; attempt += 1) {
          const allowed = await env.call(write.call, write.payload(user), options);
          assert.notEqual(allowed.statusCode, 429, `${label}: ${allowed.body}`);
        }
        const limited = await env.call(write.call, write.payload(user), options);
        assertLimitedForAMinute(limited, label);
      }
    });

    test("keeps a signed-in learner out of a visitor's bucket on the same address, and caps the address", async (env) => {
      const address = { remoteAddress: '10.9.1.1' };
      const before = await countComments(env);
      // A visitor uses up the visitor bucket of the address (and 2 of its 4).
      await env.ok('postComment', comment('Visitor 1'), address);
      await env.ok('postComment', comment('Visitor 2'), address);
      const visitor = await env.call('postComment', comment('Visitor 3'), address);
      assert.equal(visitor.statusCode, 429);
      assert.equal(await countComments(env), before + 2, 'a refused comment is not stored');
      // A learner behind the same address still posts: the refused attempt counted 3 of the address's 4.
      await env.ok('postComment', comment('Learner A'), { ...address, as: 'learner-a' });
      // The address has reached its cap: another account from it is refused too.
      const sprayed = await env.call('postComment', comment('Learner B'), { ...address, as: 'learner-b' });
      assert.equal(sprayed.statusCode, 429);
      assert.equal(
        sprayed.json<{ message: string }>().message,
        tooManyRequests(Number(sprayed.headers['retry-after'])),
      );
      // The same learner from another address has a bucket of their own there.
      await env.ok('postComment', comment('Learner B elsewhere'), {
        remoteAddress: '10.9.1.2',
        as: 'learner-b',
      });
      const reading = await env.call('getComments', { PostID: '1004' }, address);
      assert.equal(reading.statusCode, 200, 'reading is not limited');
    });

    test('counts video saves per learner: a child watching on another device has a budget of its own', async (env) => {
      const parent = 'limited-video-family';
      const child = await env.ok(
        'addChildProfile',
        { name: 'Mia', avatar: 'fox', birthYear: 2015 },
        { as: parent, remoteAddress: '10.9.2.9' },
      );
      const save = { CourseID: 1, LessonID: 2, PositionSeconds: 10, DurationSeconds: 60 };
      const asParent = { as: parent, remoteAddress: '10.9.2.1' };
      const asChild = { as: parent, profile: child.profileId, remoteAddress: '10.9.2.2' };
      for (let attempt = 0; attempt < 2; attempt += 1) await env.ok('saveVideoPosition', save, asParent);
      assertLimitedForAMinute(await env.call('saveVideoPosition', save, asParent), 'the parent');
      for (let attempt = 0; attempt < 2; attempt += 1) await env.ok('saveVideoPosition', save, asChild);
      assertLimitedForAMinute(await env.call('saveVideoPosition', save, asChild), 'the child');
    });

    it('says how long to wait in seconds up to two minutes, in minutes beyond', () => {
      assert.equal(tooManyRequests(1), 'Too many requests: please wait 1 second and try again.');
      assert.equal(tooManyRequests(42), 'Too many requests: please wait 42 seconds and try again.');
      assert.equal(tooManyRequests(3600), 'Too many requests: please wait 60 minutes and try again.');
    });
  },
  { rateLimits: { limits: TWO_A_MINUTE, addressFactor: 2 } },
);
