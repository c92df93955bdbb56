import * as z from '../zod';
import { hasWebForm, WEB_ADDRESS_MAX, type WebScheme } from './webAddress';

/**
 * Field builders whose messages name the problem, so a rejected request tells the caller which field
 * is wrong and why (formatted by `describeIssues` as e.g. "body/ChapterIDs must be an array of integers").
 */
const expected =
  (what: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? 'is required' : `must be ${what}`;

/**
 * One schema per builder and argument, built on first use: a schema never changes (`.check()` makes a new one), so
 * every field of the same kind can share it, and the contract costs the start-up a fraction of the objects.
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

function perKey<K, T>(build: (key: K) => T): (key: K) => T {
  const built = new Map<K, T>();
  return (key) => {
    let schema = built.get(key);
    if (schema === undefined) {
      schema = build(key);
      built.set(key, schema);
    }
    return schema;
  };
}

/**
 * The schema a lazily built one (`z.lazy`) stands for, built now: what a form picks its fields from
 * (`z.pick(builtSchema(paymentLinkRequest), …)`), as zod cannot pick from a lazy schema.
 */
export function builtSchema<T extends z.core.SomeType>(schema: z.ZodMiniLazy<T>): T {
  return schema._zod.innerType;
}

export const text = once(() => z.string({ error: expected('a string') }));

/** A string of at most `max` characters: every string a request carries has a limit. */
export const boundedText = perKey((max: number) =>
  text().check(z.maxLength(max, `must be at most ${max} characters`)),
);

/** A string that must hold something other than blanks; the value is trimmed. */
const filled = once(() => text().check(z.trim(), z.minLength(1, 'must not be empty')));
const filledUpTo = perKey((max: number) =>
  filled().check(z.maxLength(max, `must be at most ${max} characters`)),
);
export const filledText = (max?: number) => (max === undefined ? filled() : filledUpTo(max));

/** The longest address SMTP can carry (RFC 5321). */
export const EMAIL_MAX = 254;

export const email = once(() =>
  z
    .email({ error: expected('a valid email address') })
    .check(z.maxLength(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`)),
);

/**
 * An address a page loads or links to (a user's picture, a preview video): an absolute URL with one of
 * `schemes` or a path on this site. Anything else (javascript:, data:, a protocol-relative //host) is refused.
 * Blank means none.
 */
const webAddressOf = perKey((key: string) => {
  const schemes = key.split(' ') as WebScheme[];
  return text().check(
    z.trim(),
    z.maxLength(WEB_ADDRESS_MAX, `must be at most ${WEB_ADDRESS_MAX} characters`),
    z.refine(
      (value) => value === '' || hasWebForm(value, schemes),
      `must be an ${schemes.join(' or ')} address or a path starting with /`,
    ),
  );
});
export const webAddress = (schemes: readonly WebScheme[]) => webAddressOf(schemes.join(' '));

export const integer = once(() => z.int({ error: expected('an integer') }));

export const id = once(() =>
  z.int({ error: expected('a positive integer') }).check(z.positive('must be a positive integer')),
);

export const amount = once(() =>
  z.number({ error: expected('a number') }).check(z.nonnegative('must not be negative')),
);

export const flag = once(() => z.boolean({ error: expected('true or false') }));

const ids = once(() => z.array(id(), { error: expected('an array of integers') }));

/** A list of ids of at most `max` entries (a request's lists are bounded like its strings). */
export const idList = perKey((max: number) => ids().check(z.maxLength(max, `must hold at most ${max} ids`)));

export const textList = once(() => z.array(text(), { error: expected('an array of strings') }));

/** A user id as issued by the identity provider (the token subject). */
export const userId = once(() => filledText(128));

/** An ISO 8601 timestamp as produced by Date.prototype.toISOString. */
export const timestamp = once(() => z.iso.datetime({ error: expected('an ISO 8601 timestamp') }));

/**
 * A list of ids the original backend sends as a JSON string (e.g. CourseChapters "[1,2]") and that some
 * producers send already parsed. Either way the output is the parsed, validated number[].
 */
export const jsonIdList = once(() =>
  z.pipe(
    z.union([z.string(), z.array(z.number())], {
      error: expected('an array of integers or a JSON string of one'),
    }),
    z.transform((value: string | number[], ctx): number[] => {
      let raw: unknown = value;
      if (typeof value === 'string') {
        try {
          raw = JSON.parse(value);
        } catch {
          ctx.issues.push({ code: 'custom', message: 'must be a JSON array of integers', input: value });
          return z.NEVER;
        }
      }
      const parsed = ids().safeParse(raw);
      if (parsed.success) return parsed.data;
      ctx.issues.push({ code: 'custom', message: 'must be a JSON array of integers', input: value });
      return z.NEVER;
    }),
  ),
);

/** Shorthand for a fixed set of values, e.g. the workshop plans. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: expected(`one of ${values.join(', ')}`) });

/** Marks an issue whose message is a complete sentence naming its field, shown without the path. */
const STANDALONE = { standalone: true } as const;

/**
 * Text with the product's own wording for its two failures (e.g. the comment form's 'Please fill in your name
 * to comment' and 'Name must be less than 50 characters.'), so the server says what the form says.
 * The value is trimmed before the length check.
 */
export const worded = (max: number, messages: { required: string; tooLong: string }) =>
  z
    .pipe(
      z.custom<string>((value) => typeof value === 'string' && value.trim() !== '', {
        error: messages.required,
        params: STANDALONE,
      }),
      z.transform((value: string) => value.trim()),
    )
    .check(z.refine((value) => value.length <= max, { error: messages.tooLong, params: STANDALONE }));

function isStandalone(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.standalone === true;
}

/** One line naming every problem, e.g. "body/LessonIDs is required; body/UserID must be a string". */
export function describeIssues(error: z.core.$ZodError, root = 'body'): string {
  return error.issues
    .map((issue) =>
      isStandalone(issue) ? issue.message : `${[root, ...issue.path.map(String)].join('/')} ${issue.message}`,
    )
    .join('; ');
}
