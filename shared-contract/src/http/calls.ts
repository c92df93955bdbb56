import * as z from '../zod';
import {
  blogComment,
  blogPost,
  blogPostMeta,
  chapter,
  completedStep,
  coupon,
  course,
  courseRating,
  enrollment,
  lessonDetails,
  lessonNameEntry,
  ownReview,
  profileData,
  review,
} from './entities';
import { exercise, exerciseSaved, exerciseSolution, exerciseVerdict } from './exercise';
import * as cached from './cacheableReads';
import * as cert from './certificates';
import * as fam from './family';
import * as streak from './streaks';
import * as video from './videoPositions';
import { text } from './fields';
import * as req from './requests';

/** Parsed `body` of each successful response (the envelope's body string after JSON.parse). */
export const bodies = {
  courses: z.lazy(() => z.object({ Courses: z.array(course) })),
  reviews: z.lazy(() => z.array(review)),
  courseRatings: z.lazy(() => z.object({ Ratings: z.array(courseRating) })),
  review,
  ownReview,
  chapters: z.lazy(() => z.object({ Chapters: z.array(chapter) })),
  lessonNames: z.lazy(() => z.object({ Lessons: z.array(lessonNameEntry) })),
  lesson: lessonDetails,
  courseFiles: z.lazy(() => z.object({ file: text() })),
  completedSteps: z.lazy(() => z.object({ CompletedSteps: z.array(completedStep) })),
  completedLesson: z.lazy(() => z.object({ CompletedStep: completedStep })),
  enrollments: z.lazy(() => z.object({ enrollments: z.array(enrollment) })),
  freeTrial: z.lazy(() => z.object({ enrolled: z.boolean(), CourseID: z.number() })),
  couponEnrollment: z.lazy(() =>
    z.object({
      enrolled: z.boolean(),
      isValid: z.boolean(),
      /** Why the coupon is not valid; absent when it is valid. */
      message: z.optional(text()),
    }),
  ),
  coupon,
  paymentLink: z.lazy(() => z.object({ paymentUrl: text() })),
  profile: profileData,
  blogPage: z.lazy(() =>
    z.object({ items: z.array(blogPostMeta), lastEvaluatedKey: z.nullish(req.blogPageKey) }),
  ),
  blogPost,
  comments: z.lazy(() => z.object({ comments: z.array(blogComment) })),
  comment: blogComment,
  message: z.lazy(() => z.object({ message: text() })),
  application: z.lazy(() => z.object({ applicationId: text(), message: text() })),
  exercise,
  exerciseSaved,
  exerciseSolution,
  exerciseVerdict,
  family: fam.family,
  childProfile: fam.childProfile,
  familyDashboard: fam.familyDashboard,
  childAttempts: fam.childAttempts,
  parentProof: fam.parentProof,
  learnerProfiles: fam.learnerProfiles,
  weeklySummary: z.lazy(() => z.object({ weeklySummary: z.boolean() })),
  certificate: cert.publicCertificate,
  ownCertificates: cert.ownCertificates,
  learningStreak: streak.learningStreak,
  weeklyGoal: streak.weeklyGoalSaved,
  videoPosition: video.videoPosition,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface CallSpec<
  Request extends z.ZodMiniType | null = z.ZodMiniType | null,
  Body extends z.ZodMiniType = z.ZodMiniType,
> {
  method: HttpMethod;
  /** Path under the stage prefix (e.g. /dev). */
  path: string;
  request: Request;
  body: Body;
}

const call = <
  const M extends HttpMethod,
  const P extends string,
  Request extends z.ZodMiniType | null,
  Body extends z.ZodMiniType,
>(
  method: M,
  path: P,
  request: Request,
  body: Body,
) => ({ method, path, request, body });

/**
 * Every call of both specs (§7), plus the contact message the contact form sends and the learner's own
 * review (the public list names no reviewer's account), the coding exercises of Run & Check, families
 * (child profiles, the parent's PIN, the parent dashboard and its weekly summary: family.ts), certificates
 * (certificates.ts), streaks and the weekly goal (streaks.ts) and where a lesson video was left (videoPositions.ts).
 */
export const calls = {
  getCourses: call('GET', '/courses', null, bodies.courses),
  getReviews: call('POST', '/course/review/all', req.courseRequest, bodies.reviews),
  getCourseRatings: call('GET', '/course/review/ratings', null, bodies.courseRatings),
  postReview: call('POST', '/course/review', req.postReviewRequest, bodies.review),
  getOwnReview: call('POST', '/course/review/mine', req.userCourseRequest, bodies.ownReview),
  getChapters: call('POST', '/chapter/get-multiple', req.chaptersRequest, bodies.chapters),
  getLessonNames: call('POST', '/lesson/get-names', req.lessonNamesRequest, bodies.lessonNames),
  fetchLesson: call('POST', '/lesson/fetch', req.fetchLessonRequest, bodies.lesson),
  getCourseFiles: call('POST', '/lesson/course-files', req.userCourseRequest, bodies.courseFiles),
  getCompletedSteps: call('POST', '/course/completed-steps', req.userCourseRequest, bodies.completedSteps),
  completeLesson: call('POST', '/lesson/complete', req.completeLessonRequest, bodies.completedLesson),
  getEnrollments: call('POST', '/enrollments', req.userRequest, bodies.enrollments),
  enrollFreeTrial: call('POST', '/enrollments/new/free-trial', req.freeTrialRequest, bodies.freeTrial),
  enrollWithCoupon: call('POST', '/enrollments/new/coupon', req.couponEnrollRequest, bodies.couponEnrollment),
  validateCoupon: call('POST', '/coupons/validate', req.validateCouponRequest, bodies.coupon),
  createPaymentLink: call('POST', '/payment-link', req.paymentLinkRequest, bodies.paymentLink),
  updateUserData: call('PUT', '/user/data', req.updateUserDataRequest, bodies.profile),
  registerUserData: call('POST', '/user/data', req.registerUserDataRequest, bodies.profile),
  /** Ends the caller's sessions: the API refuses the account's access tokens of sessions begun before now. */
  signOut: call('POST', '/user/sign-out', null, bodies.message),
  /**
   * Ends the account's other sessions: those begun before the caller's, which must have begun within the last two
   * minutes (a password just typed: the sign-in right after a password reset). The caller's session goes on.
   */
  signOutOtherSessions: call('POST', '/user/sign-out/others', null, bodies.message),
  getBlogPostsMetadata: call('POST', '/blog/fetch-posts/metadata', req.blogMetadataRequest, bodies.blogPage),
  getBlogPost: call('POST', '/blog/fetch-posts/single', req.blogPostRequest, bodies.blogPost),
  getComments: call('POST', '/blog/comment/all', req.commentsRequest, bodies.comments),
  postComment: call('POST', '/blog/comment', req.postCommentRequest, bodies.comment),
  subscribeNewsletter: call('POST', '/newsletter', req.newsletterRequest, bodies.message),
  confirmNewsletter: call('POST', '/newsletter/confirm', req.newsletterConfirmationRequest, bodies.message),
  applyWinterWorkshop: call('POST', '/winter-workshop', req.workshopApplicationRequest, bodies.application),
  sendContactMessage: call('POST', '/contact/message', req.contactMessageRequest, bodies.message),
  fetchExercise: call('POST', '/exercise/fetch', req.exerciseRequest, bodies.exercise),
  saveExerciseAttempt: call('POST', '/exercise/attempt', req.saveAttemptRequest, bodies.exerciseSaved),
  checkExercise: call('POST', '/exercise/check', req.checkExerciseRequest, bodies.exerciseVerdict),
  revealExerciseSolution: call('POST', '/exercise/solution', req.exerciseRequest, bodies.exerciseSolution),
  getFamily: call('GET', '/family', null, bodies.family),
  addChildProfile: call('POST', '/family/profiles', fam.childProfileRequest, bodies.childProfile),
  updateChildProfile: call('PUT', '/family/profiles', fam.updateChildProfileRequest, bodies.childProfile),
  removeChildProfile: call('POST', '/family/profiles/remove', fam.profileRequest, bodies.message),
  /** The profile switcher's list; every other family call is the parent's. */
  getLearnerProfiles: call('GET', '/family/learners', null, bodies.learnerProfiles),
  setFamilyPin: call('PUT', '/family/pin', fam.familyPinChangeRequest, bodies.message),
  verifyFamilyPin: call('POST', '/family/pin/verify', fam.familyPinRequest, bodies.parentProof),
  confirmParentSignIn: call('POST', '/family/parent-proof', fam.parentSignInRequest, bodies.parentProof),
  getFamilyDashboard: call('POST', '/family/dashboard', fam.familyDashboardRequest, bodies.familyDashboard),
  setWeeklySummary: call('PUT', '/family/weekly-summary', fam.weeklySummaryRequest, bodies.weeklySummary),
  /** A child's latest checked program of each exercise, for the parent (profileId: a child of the account). */
  getChildAttempts: call('POST', '/family/attempts', fam.profileRequest, bodies.childAttempts),
  verifyCertificate: call('POST', '/certificate/verify', cert.certificateRequest, bodies.certificate),
  getOwnCertificates: call('GET', '/certificates/mine', null, bodies.ownCertificates),
  getLearningStreak: call('POST', '/learning/streak', streak.learningStreakRequest, bodies.learningStreak),
  setWeeklyGoal: call('PUT', '/learning/weekly-goal', streak.weeklyGoalRequest, bodies.weeklyGoal),
  getVideoPosition: call('POST', '/lesson/video-position', video.videoPositionRequest, bodies.videoPosition),
  saveVideoPosition: call(
    'PUT',
    '/lesson/video-position',
    video.saveVideoPositionRequest,
    bodies.videoPosition,
  ),
  readReviews: call('GET', '/course/review/all', cached.reviewsQuery, bodies.reviews),
  readBlogPostsPage: call('GET', '/blog/fetch-posts/metadata', cached.blogPageQuery, bodies.blogPage),
  readBlogPost: call('GET', '/blog/fetch-posts/single', cached.blogPostQuery, bodies.blogPost),
  readComments: call('GET', '/blog/comment/all', cached.commentsQuery, bodies.comments),
} satisfies Record<string, CallSpec>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
type RequestSchema<N extends CallName> = Calls[N]['request'];
/** What a client sends for call N (undefined for calls without a payload). */
export type RequestOf<N extends CallName> =
  RequestSchema<N> extends z.ZodMiniType ? z.input<RequestSchema<N>> : undefined;
/** The request after validation (trimmed strings, coerced numbers), as the server sees it. */
export type ParsedRequestOf<N extends CallName> =
  RequestSchema<N> extends z.ZodMiniType ? z.output<RequestSchema<N>> : undefined;
/** The body a client gets after parsing. */
export type BodyOf<N extends CallName> = z.output<Calls[N]['body']>;
/** The body as the server puts it on the wire (JSON-string fields still strings). */
export type WireBodyOf<N extends CallName> = z.input<Calls[N]['body']>;
