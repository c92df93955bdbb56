import * as z from '../zod';
import { paymentMethods, workshopServices } from './entities';
import { EXERCISE_CODE_MAX_BYTES, EXERCISE_HINTS_MAX, utf8ByteLength } from './exercise';
import {
  amount,
  boundedText,
  email,
  EMAIL_MAX,
  filledText,
  flag,
  id,
  idList,
  integer,
  oneOf,
  text,
  userId,
  worded,
} from './fields';
import { FREE_TRIAL_RULES } from './rules';
import { WEB_ADDRESS_MAX } from './webAddress';

/** Request payloads of every call, with the specs' exact field names and casing. */

const payload = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, {
    error: (issue) =>
      issue.input === undefined ? 'is required (send a JSON object)' : 'must be a JSON object',
  });

export { EMAIL_MAX };

/**
 * Limits of the request fields, one place for the schemas below and the forms: a string or list over its
 * limit is a 400 naming the field, so no request can carry megabytes of text or thousands of ids.
 */
export const LESSON_NAMES_BATCH_SIZE = 100;
/** A course has tens of chapters; a page asks for one course's. */
export const CHAPTER_IDS_MAX = 100;
export const COMMENT_NAME_MAX = 50;
export const COMMENT_MESSAGE_MAX = 500;
/** A person's or a thing's name (a review's author, a course, a city). */
export const NAME_MAX = 100;
/** A title or a line of an address. */
export const TITLE_MAX = 200;
/** Free text: a review, a message, a course description. */
export const TEXT_MAX = 5000;
export const COUPON_CODE_MAX = 64;
/** The longest attribute value the identity provider stores (Cognito: 2048), so no account is refused. */
export const ACCOUNT_NAME_MAX = 2048;

/** What a learner who is not enrolled is told, by the API and by the course page's review area. */
export const REVIEW_ENROLLED_ONLY_MESSAGE = 'Only learners enrolled in this course can review it.';

/** The comment form's messages (community spec §5), used by the form and the API alike. */
export const commentMessages = {
  nameRequired: 'Please fill in your name to comment',
  nameTooLong: `Name must be less than ${COMMENT_NAME_MAX} characters.`,
  messageRequired: "You can't post an empty comment.",
  messageTooLong: `Comment must be less than ${COMMENT_MESSAGE_MAX} characters.`,
} as const;

export const courseRequest = z.lazy(() => payload({ CourseID: id() }));

/**
 * The reviewer's name and picture come from their account, so the spec's UserName, Email and UserImage are
 * not part of the request: a client that still sends them has them dropped, never stored.
 */
export const postReviewRequest = z.lazy(() =>
  payload({
    CourseID: id(),
    UserID: userId(),
    Rating: integer().check(z.gte(1, 'must be between 1 and 5'), z.lte(5, 'must be between 1 and 5')),
    Title: filledText(TITLE_MAX),
    Comment: filledText(TEXT_MAX),
  }),
);

export const chaptersRequest = z.lazy(() =>
  payload({
    ChapterIDs: idList(CHAPTER_IDS_MAX).check(
      z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
    ),
  }),
);

export const lessonNamesRequest = z.lazy(() =>
  payload({
    LessonIDs: idList(LESSON_NAMES_BATCH_SIZE),
  }),
);

export const fetchLessonRequest = z.lazy(() =>
  payload({
    UserID: userId(),
    CourseID: id(),
    ChapterID: id(),
    LessonID: id(),
  }),
);

export const userCourseRequest = z.lazy(() => payload({ UserID: userId(), CourseID: id() }));

export const completeLessonRequest = z.lazy(() =>
  payload({
    UserID: userId(),
    CourseID: id(),
    LessonID: id(),
    UserEmail: email(),
    LessonName: boundedText(TITLE_MAX),
    /** The marketing profile id (spelled as in the spec); null or absent when there is none. */
    KlavioProfileID: z.nullish(boundedText(NAME_MAX)),
  }),
);

export const userRequest = z.lazy(() => payload({ UserID: userId() }));

/**
 * CourseID is optional (the spec's client sends none), but a caller that names another course is refused
 * rather than silently given the trial: unknown keys are dropped by `payload`, so it has to be declared.
 */
export const freeTrialRequest = z.lazy(() =>
  payload({
    UserID: userId(),
    Source: filledText(100),
    CourseID: z.optional(
      z.custom<typeof FREE_TRIAL_RULES.courseId>((value) => value === FREE_TRIAL_RULES.courseId, {
        error: `The free trial is only for course ${FREE_TRIAL_RULES.courseId}.`,
        params: { standalone: true },
      }),
    ),
  }),
);

export const couponEnrollRequest = z.lazy(() =>
  payload({
    user_id: userId(),
    coupon_code: filledText(COUPON_CODE_MAX),
    course_id: id(),
  }),
);

export const validateCouponRequest = z.lazy(() => payload({ coupon_code: filledText(COUPON_CODE_MAX) }));

export const paymentLinkRequest = z.lazy(() =>
  payload({
    UserId: userId(),
    CourseId: id(),
    CourseName: boundedText(TITLE_MAX),
    CourseDescription: boundedText(TEXT_MAX),
    CourseImage: boundedText(WEB_ADDRESS_MAX),
    Amount: amount(),
    PaymentMethod: oneOf(paymentMethods),
    CouponCode: z.nullish(boundedText(COUPON_CODE_MAX)),
    UserEmail: email(),
    Name: boundedText(NAME_MAX),
    Country: z.pipe(
      filledText(2),
      z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code')),
    ),
    ZipCode: z.nullish(boundedText(20)),
    AddressLine1: filledText(TITLE_MAX),
    AddressLine2: z.nullish(boundedText(TITLE_MAX)),
    City: filledText(NAME_MAX),
    State: z.nullish(boundedText(NAME_MAX)),
    OfferPrice: z.nullish(amount()),
    InitialPrice: amount(),
    VAT: amount(),
    VATPrice: amount(),
  }),
);

export const updateUserDataRequest = z.lazy(() =>
  payload({
    UserID: userId(),
    FirstName: boundedText(NAME_MAX),
    LastName: boundedText(NAME_MAX),
    UserName: boundedText(NAME_MAX),
    PublicProfile: flag(),
    LFG: flag(),
  }),
);

export const registerUserDataRequest = z.lazy(() =>
  payload({
    userId: userId(),
    userEmail: email(),
    referralLink: boundedText(WEB_ADDRESS_MAX),
    /** The account's name as the identity provider holds it; shown cut to each place's limit. */
    userName: boundedText(ACCOUNT_NAME_MAX),
  }),
);

/** The key of the last post of the previous page; null asks for the first page. */
export const blogPageKey = z.lazy(() =>
  z.object(
    { PostId: boundedText(TITLE_MAX) },
    {
      error: (issue) =>
        issue.input === undefined
          ? 'is required (null for the first page)'
          : 'must be null or an object with PostId',
    },
  ),
);

export const blogMetadataRequest = z.lazy(() => payload({ lastEvaluatedKey: z.nullable(blogPageKey) }));

export const blogPostRequest = z.lazy(() => payload({ PostId: filledText(TITLE_MAX) }));

export const commentsRequest = z.lazy(() => payload({ PostID: filledText(TITLE_MAX) }));

/** A signed-in learner's name and picture come from their account; a picture sent by the client is dropped. */
export const postCommentRequest = z.lazy(() =>
  payload({
    PostID: filledText(TITLE_MAX),
    Name: worded(COMMENT_NAME_MAX, {
      required: commentMessages.nameRequired,
      tooLong: commentMessages.nameTooLong,
    }),
    Message: worded(COMMENT_MESSAGE_MAX, {
      required: commentMessages.messageRequired,
      tooLong: commentMessages.messageTooLong,
    }),
  }),
);

export const newsletterRequest = z.lazy(() => payload({ email: email() }));

/** The query parameter of the site's page that the newsletter's confirmation link carries its token in. */
export const NEWSLETTER_CONFIRMATION_PARAM = 'confirm-newsletter';
/** Random confirmation tokens are 43 characters (32 bytes, base64url); anything much longer is not one. */
export const NEWSLETTER_TOKEN_MAX = 100;
export const newsletterConfirmationRequest = z.lazy(() =>
  payload({ token: filledText(NEWSLETTER_TOKEN_MAX) }),
);
/**
 * The answer to every newsletter sign-up, whether or not the address is known (so it tells no one who has
 * signed up): the code comes only once the e-mailed link is followed.
 */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done! Please check your inbox and follow the link we sent you to confirm your sign-up and get your 30% code.';

export const workshopApplicationRequest = z.lazy(() =>
  payload({
    name: filledText(NAME_MAX),
    /** The form's number input may arrive as a number or a numeric string. */
    age: z.pipe(
      z.pipe(
        // The string branch is a plain string schema (no pipe), so its own issue (too long) is what is reported.
        z.union(
          [
            integer(),
            text().check(
              z.trim(),
              z.maxLength(3, 'must be at most 3 characters'),
              z.regex(/^\d+$/, 'must be a whole number'),
            ),
          ],
          { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') },
        ),
        z.transform((value: number | string) => Number(value)),
      ),
      integer().check(z.gte(5, 'must be between 5 and 99'), z.lte(99, 'must be between 5 and 99')),
    ),
    email: email(),
    experience: filledText(2000),
    message: filledText(TEXT_MAX),
    selectedService: oneOf(workshopServices),
  }),
);

export const contactMessageRequest = z.lazy(() =>
  payload({
    firstname: filledText(NAME_MAX),
    lastname: filledText(NAME_MAX),
    email: email(),
    /** Optional; what is given must read as a phone number (the contact form's "phone (number)"). */
    phone: z.optional(
      boundedText(40).check(
        z.refine(
          (phone) => !phone.trim() || /^[+()\d\s.-]{5,}$/.test(phone.trim()),
          'must be a phone number: digits, spaces, +, -, ( or )',
        ),
      ),
    ),
    subject: filledText(TITLE_MAX),
    message: filledText(TEXT_MAX),
    terms: z.literal(true, { error: 'must be accepted (true)' }),
  }),
);

const exerciseKey = { UserID: userId(), CourseID: id(), LessonID: id() };

export const exerciseRequest = z.lazy(() => payload(exerciseKey));

/** A learner's program and the hints they have used: what a draft saves and what a check sends. */
const attemptFields = () => ({
  ...exerciseKey,
  /** Bounded in characters first, so the byte count never walks megabytes of text. */
  Code: boundedText(EXERCISE_CODE_MAX_BYTES).check(
    z.refine(
      (code) => utf8ByteLength(code) <= EXERCISE_CODE_MAX_BYTES,
      `must be at most ${EXERCISE_CODE_MAX_BYTES} bytes (64 KB) as UTF-8`,
    ),
    // PostgreSQL text cannot hold U+0000, and no program needs it.
    z.refine((code) => !code.includes('\u0000'), 'must not contain the character U+0000'),
  ),
  /** Checked again on the server against the exercise's own number of hints. */
  HintsUsed: integer().check(
    z.gte(0, 'must not be negative'),
    z.lte(EXERCISE_HINTS_MAX, `must be at most ${EXERCISE_HINTS_MAX}`),
  ),
});

/** A draft: the code as the learner types it. A verdict is never sent: only the server's check gives one. */
export const saveAttemptRequest = z.lazy(() => payload(attemptFields()));

/** A program for the server to check against the exercise's visible and hidden cases. */
export const checkExerciseRequest = z.lazy(() => payload(attemptFields()));
