import * as z from '../zod';
import {
  amount,
  builtSchema,
  flag,
  oneOf,
  id,
  integer,
  jsonIdList,
  text,
  textList,
  timestamp,
  webAddress,
} from './fields';

/** Entities of the specs' §3, as the API sends them (parsing turns the JSON-string fields into values). */

export const courseDuration = z.lazy(() =>
  z.object({
    Hours: integer().check(z.nonnegative()),
    Minutes: integer().check(z.gte(0), z.lte(59)),
  }),
);

export const course = z.lazy(() =>
  z.object({
    CourseID: id(),
    CourseLink: text(),
    CourseName: text(),
    CourseDescription: text(),
    CourseImage: text(),
    Price: amount(),
    /** null when the course has no offer price. */
    OfferPrice: z.nullable(amount()),
    Level: text(),
    CourseDuration: courseDuration,
    Students: integer().check(z.nonnegative()),
    Categories: textList(),
    /** On the wire a JSON string of chapter ids, e.g. "[1,2]". */
    CourseChapters: jsonIdList(),
    /** Label → text, e.g. { "Certificate": "A certificate of completion" }. */
    Receivables: z.record(z.string(), z.string()),
  }),
);

export const chapter = z.lazy(() =>
  z.object({
    ChapterID: id(),
    ChapterName: text(),
    /** Lesson ids in course order; may arrive as a JSON string. */
    ChapterLessons: jsonIdList(),
  }),
);

/** A lesson video anyone may open: an http(s) address or a path on this site (the API keeps only such links). */
export const previewVideoAddress = () => webAddress(['http', 'https']);

export const lessonNameEntry = z.lazy(() =>
  z.object({
    LessonID: id(),
    LessonName: text(),
    /** The lesson's video, open to anyone, for a lesson the course lets visitors preview; absent otherwise. */
    PreviewVideo: z.optional(previewVideoAddress()),
  }),
);

/** A WebVTT captions file of a lesson video, in one language. */
export const captionTrack = z.lazy(() =>
  z.object({
    /** A path on this site or an https address of the .vtt file. */
    Src: text(),
    /** BCP 47 language tag, e.g. en. */
    Language: text(),
    /** What the captions menu shows, e.g. English. */
    Label: text(),
  }),
);

export const lessonDetails = z.lazy(() =>
  z.object({
    LessonID: id(),
    LessonName: text(),
    ChapterID: id(),
    CourseID: id(),
    /** youtu.be/<id> or youtube.com/watch?v=<id>; null when the lesson has no YouTube video. */
    YouTubeLink: z.nullable(text()),
    /** Direct video URL; null when there is none. */
    LessonVideo: z.nullable(text()),
    LessonHTML: text(),
    Files: textList(),
    /** True when the lesson is a coding exercise (Run & Check); absent from backends without exercises. */
    HasExercise: z.optional(flag()),
    /** WebVTT caption tracks of LessonVideo (a self-hosted video); absent or empty when it has none. */
    CaptionTracks: z.optional(z.array(captionTrack)),
  }),
);

export const completedStep = z.lazy(() => z.object({ LessonID: id(), CompletedAt: timestamp() }));

export const enrollment = z.lazy(() =>
  z.object({
    CourseID: id(),
    EnrolledAt: timestamp(),
    /** Where the enrolment came from: 'payment', 'coupon', or the free-trial source sent by the client. */
    Source: text(),
    /** The coupon applied to this enrolment (a coupon enrolment's, or the paid order's); absent when none. */
    CouponCode: z.optional(text()),
    CompletedSteps: z.array(completedStep),
  }),
);

/**
 * A review as anyone may read it: the author's display name, never their e-mail address or account id (the
 * spec's UserID and Email stay out of public answers; a learner finds their own review through getOwnReview).
 */
export const review = z.lazy(() =>
  z.object({
    ReviewID: text(),
    CourseID: id(),
    Rating: integer().check(z.gte(1), z.lte(5)),
    Title: text(),
    Comment: text(),
    UserName: text(),
    Timestamp: timestamp(),
    UserImage: z.optional(text()),
  }),
);

/**
 * A course's rating as a course card shows it: the mean of its reviews' ratings (0 with none) and how many there
 * are. Public, like the reviews it sums: a course id and two numbers.
 */
export const courseRating = z.lazy(() =>
  z.object({
    CourseID: id(),
    Average: z.number().check(z.gte(0), z.lte(5)),
    Count: integer().check(z.gte(0)),
  }),
);

/** The signed-in learner's own review of a course, and whether they may write one (only if enrolled). */
export const ownReview = z.lazy(() =>
  z.object({
    Review: z.nullable(review),
    CanReview: flag(),
  }),
);

export const discountTypes = ['%', 'fixed'] as const;

export const coupon = z.lazy(() =>
  z.object({
    coupon_code: text(),
    /** null (like discount_amount) when the coupon is not valid. */
    discount_type: z.nullable(oneOf(discountTypes)),
    discount_amount: z.nullable(amount()),
    isValid: flag(),
    /** Why the coupon is not valid (e.g. a reward the learner has not earned yet); absent when it is valid. */
    message: z.optional(text()),
  }),
);

export const profileData = z.lazy(() =>
  z.object({
    UserID: text(),
    firstName: text(),
    lastName: text(),
    userName: text(),
    userEmail: text(),
    publicProfile: flag(),
    LFG: flag(),
    klaviyoProfileID: z.nullable(text()),
    referralLink: text(),
  }),
);

const textPart = z.lazy(() => z.object({ type: z.literal('text'), text: text() }));
const boldPart = z.lazy(() => z.object({ type: z.literal('bold'), text: text() }));
const linkPart = z.lazy(() => z.object({ type: z.literal('link'), text: text(), href: text() }));
export const paragraphPart = z.lazy(() => z.discriminatedUnion('type', [textPart, boldPart, linkPart]));

export const headingLevels = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const contentBlock = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), parts: z.array(paragraphPart) }),
    z.object({ type: z.literal('image'), src: text(), alt: text() }),
    z.object({ type: z.literal('imageLink'), src: text(), alt: text(), link: text() }),
    z.object({ type: z.literal('heading'), level: oneOf(headingLevels), text: text() }),
    z.object({ type: z.literal('ul'), li: textList() }),
    z.object({ type: z.literal('ol'), li: textList() }),
    z.object({ type: z.literal('code'), text: text(), language: z.optional(text()) }),
    z.object({ type: z.literal('blockquote'), text: text(), cite: text() }),
  ]),
);

export const blogPostMeta = z.lazy(() =>
  z.object({
    /** The PostId. */
    id: text(),
    link: text(),
    title: text(),
    /** ISO date of publication (YYYY-MM-DD). */
    date: text(),
    landscapeImg: text(),
    squareImg: text(),
    tags: textList(),
    /** A one-paragraph summary for lists and cards. */
    excerpt: text(),
  }),
);

export const blogPost = z.lazy(() => z.extend(builtSchema(blogPostMeta), { content: z.array(contentBlock) }));

export const blogComment = z.lazy(() =>
  z.object({
    CommentID: text(),
    PostID: text(),
    Name: text(),
    Message: text(),
    Date: timestamp(),
    UserImage: z.optional(text()),
  }),
);

export const workshopServices = ['Winter Workshop', 'Premium VIP'] as const;

export const paymentMethods = ['Credit/Debit Card', 'Apple Pay', 'Google Pay'] as const;

export type CourseDuration = z.output<typeof courseDuration>;
export type Course = z.output<typeof course>;
export type CourseWire = z.input<typeof course>;
export type Chapter = z.output<typeof chapter>;
export type ChapterWire = z.input<typeof chapter>;
export type LessonNameEntry = z.output<typeof lessonNameEntry>;
export type LessonDetails = z.output<typeof lessonDetails>;
export type CaptionTrack = z.output<typeof captionTrack>;
export type CompletedStep = z.output<typeof completedStep>;
export type Enrollment = z.output<typeof enrollment>;
export type Review = z.output<typeof review>;
export type OwnReview = z.output<typeof ownReview>;
export type CourseRating = z.output<typeof courseRating>;
export type DiscountType = (typeof discountTypes)[number];
export type Coupon = z.output<typeof coupon>;
export type ProfileData = z.output<typeof profileData>;
export type ParagraphPart = z.output<typeof paragraphPart>;
export type HeadingLevel = (typeof headingLevels)[number];
export type ContentBlock = z.output<typeof contentBlock>;
export type BlogPostMeta = z.output<typeof blogPostMeta>;
export type BlogPost = z.output<typeof blogPost>;
export type BlogComment = z.output<typeof blogComment>;
export type WorkshopService = (typeof workshopServices)[number];
export type PaymentMethod = (typeof paymentMethods)[number];
