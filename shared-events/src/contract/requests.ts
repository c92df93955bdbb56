import * as z from '../validation/zod';
import { paymentMethods, workshopServices } from './entities';
import {
  amount,
  email,
  filledText,
  flag,
  id,
  idList,
  integer,
  oneOf,
  text,
  userId,
  webAddress,
  worded,
} from './fields';
import { FREE_TRIAL_RULES } from './rules';

/** Request payloads of every call, with the specs' exact field names and casing. */

const payload = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.object(shape, {
    error: (issue) =>
      issue.input === undefined ? 'is required (send a JSON object)' : 'must be a JSON object',
  });

export const LESSON_NAMES_BATCH_SIZE = 100;
export const COMMENT_NAME_MAX = 50;
export const COMMENT_MESSAGE_MAX = 500;
/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX = 254;

/** The comment form's messages (community spec §5), used by the form and the API alike. */
export const commentMessages = {
  nameRequired: 'Please fill in your name to comment',
  nameTooLong: `Name must be less than ${COMMENT_NAME_MAX} characters.`,
  messageRequired: "You can't post an empty comment.",
  messageTooLong: `Comment must be less than ${COMMENT_MESSAGE_MAX} characters.`,
} as const;

export const courseRequest = payload({ CourseID: id() });

export const postReviewRequest = payload({
  CourseID: id(),
  UserID: userId(),
  Rating: integer().check(z.gte(1, 'must be between 1 and 5'), z.lte(5, 'must be between 1 and 5')),
  Title: filledText(200),
  Comment: filledText(5000),
  UserName: filledText(100),
  Email: email().check(z.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`)),
  UserImage: z.optional(webAddress(['http', 'https'])),
});

export const chaptersRequest = payload({
  ChapterIDs: idList().check(z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id')),
});

export const lessonNamesRequest = payload({
  LessonIDs: idList().check(
    z.maxLength(LESSON_NAMES_BATCH_SIZE, `must hold at most ${LESSON_NAMES_BATCH_SIZE} ids`),
  ),
});

export const fetchLessonRequest = payload({
  UserID: userId(),
  CourseID: id(),
  ChapterID: id(),
  LessonID: id(),
});

export const userCourseRequest = payload({ UserID: userId(), CourseID: id() });

export const completeLessonRequest = payload({
  UserID: userId(),
  CourseID: id(),
  LessonID: id(),
  UserEmail: email(),
  LessonName: text(),
  /** The marketing profile id (spelled as in the spec); null or absent when there is none. */
  KlavioProfileID: z.nullish(text()),
});

export const userRequest = payload({ UserID: userId() });

/**
 * CourseID is optional (the spec's client sends none), but a caller that names another course is refused
 * rather than silently given the trial: unknown keys are dropped by `payload`, so it has to be declared.
 */
export const freeTrialRequest = payload({
  UserID: userId(),
  Source: filledText(100),
  CourseID: z.optional(
    z.custom<typeof FREE_TRIAL_RULES.courseId>((value) => value === FREE_TRIAL_RULES.courseId, {
      error: `The free trial is only for course ${FREE_TRIAL_RULES.courseId}.`,
      params: { standalone: true },
    }),
  ),
});

export const couponEnrollRequest = payload({
  user_id: userId(),
  coupon_code: filledText(64),
  course_id: id(),
});

export const validateCouponRequest = payload({ coupon_code: filledText(64) });

export const paymentLinkRequest = payload({
  UserId: userId(),
  CourseId: id(),
  CourseName: text(),
  CourseDescription: text(),
  CourseImage: text(),
  Amount: amount(),
  PaymentMethod: oneOf(paymentMethods),
  CouponCode: z.nullish(text()),
  UserEmail: email(),
  Name: text(),
  Country: z.pipe(
    filledText(2),
    z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a two-letter country code')),
  ),
  ZipCode: z.nullish(text()),
  AddressLine1: filledText(200),
  AddressLine2: z.nullish(text()),
  City: filledText(100),
  State: z.nullish(text()),
  OfferPrice: z.nullish(amount()),
  InitialPrice: amount(),
  VAT: amount(),
  VATPrice: amount(),
});

export const updateUserDataRequest = payload({
  UserID: userId(),
  FirstName: text().check(z.maxLength(100, 'must be at most 100 characters')),
  LastName: text().check(z.maxLength(100, 'must be at most 100 characters')),
  UserName: text().check(z.maxLength(100, 'must be at most 100 characters')),
  PublicProfile: flag(),
  LFG: flag(),
});

export const registerUserDataRequest = payload({
  userId: userId(),
  userEmail: email(),
  referralLink: text(),
  userName: text(),
});

/** The key of the last post of the previous page; null asks for the first page. */
export const blogPageKey = z.object(
  { PostId: text() },
  {
    error: (issue) =>
      issue.input === undefined
        ? 'is required (null for the first page)'
        : 'must be null or an object with PostId',
  },
);

export const blogMetadataRequest = payload({ lastEvaluatedKey: z.nullable(blogPageKey) });

export const blogPostRequest = payload({ PostId: filledText(200) });

export const commentsRequest = payload({ PostID: filledText(200) });

export const postCommentRequest = payload({
  PostID: filledText(200),
  Name: worded(COMMENT_NAME_MAX, {
    required: commentMessages.nameRequired,
    tooLong: commentMessages.nameTooLong,
  }),
  Message: worded(COMMENT_MESSAGE_MAX, {
    required: commentMessages.messageRequired,
    tooLong: commentMessages.messageTooLong,
  }),
  /** Kept only for a signed-in commenter (the API drops a visitor's). */
  UserImage: z.optional(webAddress(['https'])),
});

export const newsletterRequest = payload({ email: email() });

/** The query parameter of the site's page that the newsletter's confirmation link carries its token in. */
export const NEWSLETTER_CONFIRMATION_PARAM = 'confirm-newsletter';
/** Random confirmation tokens are 43 characters (32 bytes, base64url); anything much longer is not one. */
export const NEWSLETTER_TOKEN_MAX = 100;
export const newsletterConfirmationRequest = payload({ token: filledText(NEWSLETTER_TOKEN_MAX) });
/**
 * The answer to every newsletter sign-up, whether or not the address is known (so it tells no one who has
 * signed up): the code comes only once the e-mailed link is followed.
 */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done! Please check your inbox and follow the link we sent you to confirm your sign-up and get your 30% code.';

export const workshopApplicationRequest = payload({
  name: filledText(100),
  /** The form's number input may arrive as a number or a numeric string. */
  age: z.pipe(
    z.union(
      [
        integer(),
        z.pipe(
          text().check(z.trim(), z.regex(/^\d+$/, 'must be a whole number')),
          z.transform((digits: string) => Number(digits)),
        ),
      ],
      { error: (issue) => (issue.input === undefined ? 'is required' : 'must be a whole number') },
    ),
    integer().check(z.gte(5, 'must be between 5 and 99'), z.lte(99, 'must be between 5 and 99')),
  ),
  email: email(),
  experience: filledText(2000),
  message: filledText(5000),
  selectedService: oneOf(workshopServices),
});

export const contactMessageRequest = payload({
  firstname: filledText(100),
  lastname: filledText(100),
  email: email(),
  phone: z.optional(text().check(z.maxLength(40, 'must be at most 40 characters'))),
  subject: filledText(200),
  message: filledText(5000),
  terms: z.literal(true, { error: 'must be accepted (true)' }),
});
