import * as z from '../zod';
import { filledText, flag, integer, oneOf, text, worded } from './fields';

/**
 * Families: a parent's account holds child profiles. A child learns under the parent's sign-in, in a profile
 * of their own (no e-mail, no password, never shown to other users); the parent sees their progress.
 *
 * Every call names the learner it acts for with the LEARNER_PROFILE_HEADER: absent, the account holder (the
 * parent); a child profile's id, that child, after the API has checked the profile belongs to the token's
 * account. Request bodies never name a profile that is not the caller's own: the API computes the learner.
 */

/** The header naming the child profile a request acts for; absent for the account holder. */
export const LEARNER_PROFILE_HEADER = 'X-Learner-Profile';

/**
 * The header carrying the parent proof: what the API minted for a right PIN or a fresh password sign-in. While a
 * family has child profiles, every parent-only call needs it; the browser keeps it in memory only.
 */
export const PARENT_PROOF_HEADER = 'X-Parent-Proof';
/** How long a parent proof lasts unless the API is configured otherwise (PARENT_PROOF_MINUTES). */
export const PARENT_PROOF_MINUTES_DEFAULT = 15;
/** The longest sign-in token a password check sends (Cognito's access tokens are about 1 KB). */
export const SIGN_IN_TOKEN_MAX = 8192;

/** A family holds at most this many child profiles. */
export const CHILD_PROFILES_MAX = 6;
/** A child's first name or nickname. */
export const CHILD_NAME_MAX = 30;
/** The weeks the dashboard's activity chart shows, this week last. */
export const ACTIVITY_WEEKS = 8;
/** A child's exercises the parent's list of their programs shows at most, the latest checked first. */
export const CHILD_ATTEMPTS_MAX = 50;
/**
 * The characters of one program that list shows; a longer one is cut (a program may be up to 64 KB). A child's
 * program is rarely a hundred lines; the whole list stays a few hundred kilobytes at most.
 */
export const CHILD_ATTEMPT_CODE_MAX = 4_000;
/** The parent's PIN: exactly four digits. */
export const FAMILY_PIN_PATTERN = /^\d{4}$/;

/** The avatars a child picks from: pictures shipped with the site, so nothing is uploaded. */
export const childAvatars = ['fox', 'owl', 'cat', 'panda', 'turtle', 'robot', 'rocket', 'dragon'] as const;
export type ChildAvatar = (typeof childAvatars)[number];

/** Birth years a learner from 9 to 18 may have, counted from the year the request is checked in. */
export function childBirthYears(today: Date = new Date()): { earliest: number; latest: number } {
  const year = today.getUTCFullYear();
  return { earliest: year - 18, latest: year - 5 };
}

export const familyMessages = {
  nameRequired: "Please enter your child's first name or nickname.",
  nameTooLong: `A name must be at most ${CHILD_NAME_MAX} characters.`,
  nameCharacters:
    'Please use only letters, numbers, spaces, hyphens, apostrophes and full stops in the name.',
  birthYear: 'Please choose a birth year from the list.',
  tooManyProfiles: `A family can have at most ${CHILD_PROFILES_MAX} child profiles.`,
  profileNotFound: 'This profile does not exist in your family.',
  parentOnly: 'Only the parent can do this. Please switch to the parent profile.',
  pinFormat: 'The PIN must be exactly 4 digits.',
  pinWrong: 'That PIN is not right. Please try again.',
  /** A wrong PIN that leaves one try before the lock. */
  pinLastTry: (lockMinutes: number) =>
    `That PIN is not right. One more wrong try locks the PIN for ${lockMinutes} minute${lockMinutes === 1 ? '' : 's'}.`,
  /** The wrong PIN that locked it, and every try while it stays locked: the password still works. */
  pinLocked: (wrongTries: number, minutesLeft: number) =>
    `The PIN is locked after ${wrongTries} wrong tries. Try again in ${minutesLeft} minute${minutesLeft === 1 ? '' : 's'}, or use the parent’s password.`,
  pinNotSet: 'No PIN is set for this family yet. Please use the parent password.',
  summaryUnsubscribed: 'You will no longer receive the weekly summary.',
  parentProofRequired: 'A parent needs to confirm this step. Please enter the parent PIN or password.',
  currentPinRequired:
    'Please enter the current PIN, or confirm with the parent’s password to set a new one without it.',
  signInNotFresh: 'Please enter the parent’s password again to confirm.',
} as const;

/** Letters of any script, digits, spaces and - ' . : no control, invisible or direction-changing characters. */
const CHILD_NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .'-]+$/u;
const childName = () =>
  worded(CHILD_NAME_MAX, {
    required: familyMessages.nameRequired,
    tooLong: familyMessages.nameTooLong,
  }).check(
    z.refine((value) => CHILD_NAME_CHARACTERS.test(value), {
      error: familyMessages.nameCharacters,
      params: { standalone: true },
    }),
  );
const birthYear = () =>
  integer().check(
    z.refine(
      (year) => {
        const { earliest, latest } = childBirthYears();
        return year >= earliest && year <= latest;
      },
      { error: familyMessages.birthYear, params: { standalone: true } },
    ),
  );
/** A profile id the API handed out (a UUID); anything else cannot name a profile. */
const profileId = () => z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'must be a profile id'));
const pin = () =>
  z.custom<string>((value) => typeof value === 'string' && FAMILY_PIN_PATTERN.test(value), {
    error: familyMessages.pinFormat,
    params: { standalone: true },
  });

export const childProfile = z.lazy(() =>
  z.object({
    profileId: text(),
    name: text(),
    avatar: oneOf(childAvatars),
    birthYear: integer(),
  }),
);
export type ChildProfile = z.output<typeof childProfile>;

export const family = z.lazy(() =>
  z.object({
    profiles: z.array(childProfile),
    /** Whether the parent has set a PIN (the PIN itself never leaves the server). */
    hasPin: flag(),
    /** Whether the parent receives the weekly summary e-mail. */
    weeklySummary: flag(),
    /**
     * Where the weekly summary goes: the account's address as the identity provider gave it, null until it has.
     * Only the parent reads it (getFamily is parent-only). Absent from an API older than this field.
     */
    weeklySummaryTo: z.optional(z.nullable(text())),
  }),
);

/** How many steps of one kind a course has, and how many of them the learner has done. */
const stepCount = z.lazy(() => z.object({ done: integer(), total: integer() }));

const courseProgress = z.lazy(() =>
  z.object({
    courseId: integer(),
    courseName: text(),
    /** Counted lessons completed, 0-100. */
    percent: integer(),
    /** Lessons (the counted steps), exercises (passed) and chapter summaries (completed), each on its own. */
    lessons: stepCount,
    exercises: stepCount,
    summaries: stepCount,
    /** The first lesson not completed yet, in course order; null when every lesson is done. */
    nextLesson: z.nullable(z.object({ lessonId: integer(), name: text() })),
  }),
);

const weekActivity = z.lazy(() =>
  z.object({
    /** Monday of the week (YYYY-MM-DD) in the time zone the dashboard was asked for. */
    weekStart: text(),
    /** Lessons first completed that week; exercises and chapter summaries are counted apart. */
    lessons: integer(),
    /** Exercises first passed that week. */
    exercises: integer(),
    /** Chapter summaries first completed that week. */
    summaries: integer(),
  }),
);

export const childProgress = z.lazy(() =>
  z.object({
    profileId: text(),
    name: text(),
    avatar: oneOf(childAvatars),
    courses: z.array(courseProgress),
    lessonsThisWeek: integer(),
    exercisesThisWeek: integer(),
    summariesThisWeek: integer(),
    /** Lessons a week the parent set as the child's goal (WEEKLY_GOAL_DEFAULT until one is set). */
    weeklyGoal: integer(),
    /** ISO timestamp of the last completed lesson or checked exercise; null before any. */
    lastActivity: z.nullable(text()),
    /** ACTIVITY_WEEKS weeks, oldest first, this week last. */
    weeks: z.array(weekActivity),
  }),
);
export type ChildProgress = z.output<typeof childProgress>;

export const familyDashboard = z.lazy(() => z.object({ children: z.array(childProgress) }));

/**
 * A child's latest checked program of one exercise, for the parent to read (as text: it is never run or rendered
 * as HTML), with the help the child had.
 */
export const childAttempt = z.lazy(() =>
  z.object({
    lessonId: integer(),
    lessonName: text(),
    courseName: text(),
    /** The program as the child last checked it, cut at CHILD_ATTEMPT_CODE_MAX characters. */
    code: text(),
    /** Whether `code` was cut. */
    codeShortened: flag(),
    /** Whether this program passed the server's check. */
    passed: flag(),
    hintsUsed: integer(),
    hintsTotal: integer(),
    /** When the child opened the solution, if before this check; null when they had not. */
    solutionRevealedAt: z.nullable(text()),
    /** When this program was checked (ISO timestamp). */
    checkedAt: text(),
  }),
);
export type ChildAttempt = z.output<typeof childAttempt>;

/** At most CHILD_ATTEMPTS_MAX exercises, the latest checked first. */
export const childAttempts = z.lazy(() => z.object({ attempts: z.array(childAttempt) }));

export const childProfileRequest = z.lazy(() =>
  z.object({
    name: childName(),
    avatar: oneOf(childAvatars),
    birthYear: birthYear(),
  }),
);
export const updateChildProfileRequest = z.lazy(() =>
  z.object({
    profileId: profileId(),
    name: childName(),
    avatar: oneOf(childAvatars),
    birthYear: birthYear(),
  }),
);
export const profileRequest = z.lazy(() => z.object({ profileId: profileId() }));
export const familyPinRequest = z.lazy(() => z.object({ pin: pin() }));
/** A new PIN; when one is set already, the current one too, unless the parent just confirmed with the password. */
export const familyPinChangeRequest = z.lazy(() => z.object({ pin: pin(), currentPin: z.optional(pin()) }));
/** The access token of a password sign-in the parent has just made again, to be checked by the API. */
export const parentSignInRequest = z.lazy(() => z.object({ signInToken: filledText(SIGN_IN_TOKEN_MAX) }));
/** A parent proof: send it in PARENT_PROOF_HEADER with parent-only calls until it expires. */
export const parentProof = z.lazy(() => z.object({ parentProof: text(), expiresInSeconds: integer() }));
/** Who learns on the family's device, for the profile switcher: no birth year, readable by every profile. */
export const learnerProfiles = z.lazy(() =>
  z.object({
    profiles: z.array(z.object({ profileId: text(), name: text(), avatar: oneOf(childAvatars) })),
  }),
);
/** An IANA time zone name (e.g. Europe/London) the week is counted in; the API refuses one it does not know. */
export const familyDashboardRequest = z.lazy(() =>
  z.object({
    timeZone: filledText(64),
  }),
);
export const weeklySummaryRequest = z.lazy(() => z.object({ enabled: flag() }));
