import type { Kysely } from 'kysely';
import { lessonKind, type CallName, type LessonKind } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { ApiEnv } from '../../testing/apiHarness';
import { paymentLink } from '../../testing/paymentLink';

/** The paid course the family tests buy. */
export const MAIN_COURSE = 5;

/** Adds a child profile as the parent and returns its id. */
export async function addChild(env: ApiEnv, parent: string, name: string): Promise<string> {
  const child = await env.ok('addChildProfile', { name, avatar: 'fox', birthYear: 2015 }, { as: parent });
  return child.profileId;
}

/** The first coding exercise of the free trial: a lesson id every signed-in learner may work on. */
export async function trialExercise(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('exercises')
    .innerJoin('lessons', 'lessons.lesson_id', 'exercises.lesson_id')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select('exercises.lesson_id')
    .where('course_chapters.course_id', '=', 1)
    .orderBy('exercises.lesson_id')
    .executeTakeFirstOrThrow();
  return row.lesson_id;
}

/** The steps of a course of one kind (lessons, exercises or chapter summaries), in course order. */
export async function courseSteps(db: Kysely<Database>, courseId: number, kind: LessonKind) {
  const rows = await db
    .selectFrom('course_chapters')
    .innerJoin('lessons', 'lessons.chapter_id', 'course_chapters.chapter_id')
    .select(['lessons.lesson_id', 'lessons.lesson_name', 'lessons.chapter_id'])
    .where('course_chapters.course_id', '=', courseId)
    .orderBy('course_chapters.position')
    .orderBy('lessons.position')
    .execute();
  return rows.filter((row) => lessonKind(row.lesson_name) === kind);
}

/** The counted lessons of a course in course order, as the dashboard counts them. */
export const countedLessons = (db: Kysely<Database>, courseId: number) => courseSteps(db, courseId, 'lesson');

/** A valid request of each call a child profile may not make: each must answer 403 parentOnly. */
export const parentOnlyRequests = (
  account: string,
  profileId: string,
): Partial<Record<CallName, unknown>> => ({
  createPaymentLink: paymentLink(account, { CourseId: MAIN_COURSE, CouponCode: null }),

  enrollWithCoupon: { user_id: account, coupon_code: 'PY30NOW', course_id: 4 },
  updateUserData: {
    UserID: account,
    FirstName: 'Maya',
    LastName: 'Cohen',
    UserName: 'maya',
    PublicProfile: true,
    LFG: false,
  },
  registerUserData: {
    userId: account,
    userEmail: `${account}@example.com`,
    referralLink: 'None',
    userName: 'Maya',
  },
  postReview: { CourseID: MAIN_COURSE, UserID: account, Rating: 5, Title: 'Mine', Comment: 'Good' },
  postComment: { PostID: '1004', Name: 'Child', Message: 'Hello' },
  getFamily: undefined,
  addChildProfile: { name: 'Sneaky', avatar: 'owl', birthYear: 2015 },
  updateChildProfile: { profileId, name: 'Renamed', avatar: 'owl', birthYear: 2015 },
  removeChildProfile: { profileId },
  setFamilyPin: { pin: '0000' },
  getFamilyDashboard: { timeZone: 'UTC' },
  setWeeklySummary: { enabled: true },
  getChildAttempts: { profileId },
  setWeeklyGoal: { weeklyGoal: 4 },
  // A child leaves no e-mail address, name or message with us: the parent writes to us.
  subscribeNewsletter: { email: `${account}@example.com` },
  sendContactMessage: {
    firstname: 'Ari',
    lastname: 'Stone',
    email: `${account}@example.com`,
    subject: 'Hello',
    message: 'Hi there',
    terms: true,
  },
  applyWinterWorkshop: {
    name: 'Maya',
    age: 14,
    email: `${account}@example.com`,
    experience: 'Scratch',
    message: 'A game, please.',
    selectedService: 'Winter Workshop',
  },
});
