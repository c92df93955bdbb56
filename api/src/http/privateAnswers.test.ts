import assert from 'node:assert/strict';
import { it } from 'node:test';
import { calls, type CallName } from 'shared-contract';
import { certificateRows, complete, pass, shortCourse } from '../features/certificates/testing';
import { enroll } from '../features/learning/enrollments';
import { describeApi, type ApiEnv } from '../testing/apiHarness';
import { objectShape } from '../testing/objectShape';
import { PUBLIC_CACHE_CONTROL } from './publicAnswers';
import { testChecker } from '../testing/checker';

/** The request fields that name a learner; a call whose request has one answers about that learner. */
const USER_FIELDS = ['UserID', 'UserId', 'user_id', 'userId'];

const callNames = Object.keys(calls) as CallName[];
/** The family's calls name no learner in the body: they are about the signed-in account's family. */
const familyCalls = callNames.filter((name) => calls[name].path.startsWith('/family'));
/** Calls about the request's learner that name none in the body: the token (and profile header) say who. */
const ownLearnerCalls: CallName[] = [
  'getOwnCertificates',
  'getLearningStreak',
  'setWeeklyGoal',
  'getVideoPosition',
  'saveVideoPosition',
  'signOut',
  'signOutOtherSessions',
];
const perLearner = callNames.filter((name) => {
  const fields = objectShape(calls[name].request);
  return (
    familyCalls.includes(name) ||
    ownLearnerCalls.includes(name) ||
    (fields !== undefined && USER_FIELDS.some((field) => field in fields))
  );
});
const publicCalls = callNames.filter((name) => !perLearner.includes(name));

const LEARNER = 'private-1';
const LEARNER_EMAIL = 'private-1@example.com';

/** A valid request of each public call, so each answers with data the learner below has left behind. */
const publicRequests: Record<string, unknown> = {
  getCourses: undefined,
  getReviews: { CourseID: 2 },
  getCourseRatings: undefined,
  getChapters: { ChapterIDs: [1, 2] },
  getLessonNames: { LessonIDs: [1, 2, 3] },
  validateCoupon: { coupon_code: 'PY30NOW' },
  getBlogPostsMetadata: { lastEvaluatedKey: null },
  getBlogPost: { PostId: '1004' },
  getComments: { PostID: '1004' },
  readReviews: { CourseID: '2' },
  readBlogPostsPage: {},
  readBlogPost: { PostId: '1004' },
  readComments: { PostID: '1004' },
  postComment: { PostID: '1004', Name: 'Visitor', Message: 'Hello' },
  subscribeNewsletter: { email: 'reader@example.net' },
  /** Its token comes from the learner's own confirmation mail (see the test). */
  confirmNewsletter: { token: '' },
  applyWinterWorkshop: {
    name: 'Maya',
    age: 12,
    email: 'maya@example.net',
    experience: 'Scratch',
    message: 'Hi',
    selectedService: 'Winter Workshop',
  },
  sendContactMessage: {
    firstname: 'Ari',
    lastname: 'Stone',
    email: 'ari@example.net',
    subject: 'Hello',
    message: 'A question',
    terms: true,
  },
  /** The learner's own certificate's number (see the test). */
  verifyCertificate: { certificateId: '' },
};

async function learnerWithHistory(env: ApiEnv): Promise<void> {
  await env.ok(
    'registerUserData',
    { userId: LEARNER, userEmail: LEARNER_EMAIL, referralLink: 'None', userName: 'Private Learner' },
    { as: LEARNER },
  );
  await env.db
    .insertInto('enrollments')
    .values({
      user_id: LEARNER,
      course_id: 2,
      source: 'test',
      enrolled_at: new Date().toISOString(),
      coupon_code: null,
    })
    .execute();
  await env.ok(
    'postReview',
    { CourseID: 2, UserID: LEARNER, Rating: 5, Title: 'Mine', Comment: 'Good' },
    { as: LEARNER },
  );
  await env.ok(
    'postComment',
    { PostID: '1004', Name: 'Private Learner', Message: 'Mine too' },
    { as: LEARNER, remoteAddress: '10.9.0.1' },
  );
}

/** The learner finishes a short course; its certificate's number. */
async function finishedCourse(env: ApiEnv): Promise<string> {
  const course = await shortCourse(env.db, 930);
  await enroll(env.db, LEARNER, course.courseId, 'payment');
  for (const lessonId of [course.first, course.second]) await complete(env, LEARNER, course, lessonId);
  await pass(env, LEARNER, course);
  const [certificate] = await certificateRows(env.db, LEARNER);
  assert.ok(certificate);
  return certificate.certificate_id;
}

describeApi(
  'private answers',
  (test) => {
    it('finds the per-learner calls in the contract', () => {
      assert.ok(perLearner.includes('getEnrollments') && perLearner.includes('getOwnReview'));
      assert.ok(perLearner.includes('getFamily') && perLearner.includes('verifyFamilyPin'));
      assert.ok(!perLearner.includes('getReviews'));
    });

    test('marks every answer of every per-learner call Cache-Control: no-store, refusals included', async (env) => {
      for (const name of perLearner) {
        for (const options of [{ as: LEARNER }, {}]) {
          const response = await env.call(name, {}, options);
          assert.equal(response.headers['cache-control'], 'no-store', `${name} ${JSON.stringify(options)}`);
        }
      }
      const answered = [
        await env.call('getEnrollments', { UserID: LEARNER }, { as: LEARNER }),
        await env.call('getOwnReview', { UserID: LEARNER, CourseID: 2 }, { as: LEARNER }),
        await env.call(
          'registerUserData',
          { userId: LEARNER, userEmail: LEARNER_EMAIL, referralLink: 'None', userName: 'Private Learner' },
          { as: LEARNER },
        ),
      ];
      for (const response of answered) {
        assert.equal(response.statusCode, 200, response.body);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });

    test("marks a public call's answer no-store only when it was made for a signed-in caller", async (env) => {
      const signedIn = await env.call('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, { as: LEARNER });
      assert.equal(signedIn.headers['cache-control'], 'no-store');
      const visitor = await env.call('validateCoupon', { coupon_code: 'TRIALCOMPLETE' });
      assert.equal(visitor.headers['cache-control'], undefined);
      // The course list is the same for everyone and ignores the token: a CDN may keep it either way.
      const courses = await env.call('getCourses', undefined);
      assert.equal(courses.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      const coursesSignedIn = await env.call('getCourses', undefined, { as: LEARNER });
      assert.equal(coursesSignedIn.headers['cache-control'], PUBLIC_CACHE_CONTROL);
      assert.equal(coursesSignedIn.body, courses.body);
    });

    test("answers no public call with a learner's e-mail address or account id", async (env) => {
      assert.deepEqual(
        Object.keys(publicRequests).sort(),
        [...publicCalls].sort(),
        'a request for each public call',
      );
      await learnerWithHistory(env);
      // The learner signs up for the newsletter too, so confirming it could leak their address.
      await env.ok('subscribeNewsletter', { email: LEARNER_EMAIL }, { remoteAddress: '10.9.0.3' });
      await env.app.outbox.flush();
      const link = env.sentMail.find((mail) => mail.to === LEARNER_EMAIL)?.text ?? '';
      const token = /confirm-newsletter=([\w-]+)/.exec(link)?.[1] ?? '';
      // The learner has finished a course: verifying its certificate could leak who they are.
      const certificateId = await finishedCourse(env);
      const requests: Record<string, unknown> = {
        ...publicRequests,
        confirmNewsletter: { token },
        verifyCertificate: { certificateId },
      };
      for (const name of publicCalls) {
        const response = await env.call(name, requests[name], { remoteAddress: '10.9.0.2' });
        assert.equal(response.statusCode, 200, `${name}: ${response.body}`);
        assert.ok(!response.body.includes(LEARNER_EMAIL), `${name} carries no e-mail address`);
        assert.ok(!response.body.includes(LEARNER), `${name} carries no account id`);
      }
    });
  },
  { checker: testChecker() },
);
