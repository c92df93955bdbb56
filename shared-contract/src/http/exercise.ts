import * as z from '../zod';
import { flag, id, integer, text, textList } from './fields';

/**
 * A coding exercise (Run & Check): what the API serves for an exercise lesson and what the browser's
 * Python runner checks a learner's program against. The check runs in the learner's browser, so its
 * cases are public; only the reference solution is held back until the learner may see it.
 */

/** A learner's program is at most 64 KB (UTF-8 bytes). */
export const EXERCISE_CODE_MAX_BYTES = 64 * 1024;

/** The length of `value` in UTF-8 bytes (a lone surrogate counts as the 3 bytes of its replacement character). */
export function utf8ByteLength(value: string): number {
  let bytes = 0;
  for (const character of value) {
    const point = character.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}
/** The default time limit of a run: 3 s of Python execution (time waiting for input() does not count). */
export const EXERCISE_TIME_LIMIT_DEFAULT_MS = 3000;
export const EXERCISE_TIME_LIMIT_MAX_MS = 30_000;
/** Bounds of the check's lists, so no exercise (or request) can carry thousands of cases. */
export const EXERCISE_CASES_MAX = 20;
export const EXERCISE_RULES_MAX = 10;
export const EXERCISE_HINTS_MAX = 5;

/** How printed output is compared: exactly, or ignoring trailing spaces on each line and trailing blank lines. */
export const outputMatches = ['exact', 'trimmed'] as const;

/**
 * Constructs a rule can require or forbid, read from the program's `ast`: a `for` or `while` loop, an
 * `if`, a function definition (`def`), or a call of the named function (`call`, e.g. `sum`).
 */
export const codeConstructs = ['for', 'while', 'if', 'def', 'call'] as const;

/** A JSON value a function case passes as an argument or expects back (Python: None, bool, int, float, str, list, dict). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
const jsonValue: z.ZodMiniType<JsonValue> = z.lazy(() =>
  z.union([
    z.null(),
    z.boolean(),
    z.number(),
    z.string(),
    z.array(jsonValue),
    z.record(z.string(), jsonValue),
  ]),
);

/** A list of one to `max` items: an empty list of cases or rules would let any program pass. */
const bounded = <T extends z.ZodMiniType>(item: T, max: number, what: string) =>
  z
    .array(item)
    .check(
      z.minLength(1, `must hold at least one of its ${what}`),
      z.maxLength(max, `must hold at most ${max} ${what}`),
    );

/** The program's whole output, compared with `expected`. */
export const outputCheck = z.lazy(() =>
  z.object({
    expected: text(),
    match: z.enum(outputMatches),
  }),
);

/**
 * Each case feeds `stdin` (lines for input()) and compares the printed output with `expected`. The prompt
 * input() shows is not part of that output, so a learner's own wording of a question never fails a case.
 */
export const stdinCase = z.lazy(() => z.object({ stdin: text(), expected: text() }));

/**
 * After the program runs, `name(*args)` is called for each case and its value compared with `expected`: equal
 * as JSON values, where ints and floats compare as numbers (floats within 1e-9), tuples as lists, and a bool
 * is never a number.
 */
export const functionCheck = z.lazy(() =>
  z.object({
    name: text(),
    cases: bounded(z.object({ args: z.array(jsonValue), expected: jsonValue }), EXERCISE_CASES_MAX, 'cases'),
  }),
);

/** A rule on the code itself: `requires` or `forbids` a construct; `message` is shown when it is broken. */
export const codeRule = z.lazy(() =>
  z
    .object({
      kind: z.enum(['requires', 'forbids']),
      construct: z.enum(codeConstructs),
      /** The function's name, for `call` (also matched as a method: `collections.Counter(...)`). */
      name: z.optional(text()),
      message: text(),
    })
    .check(
      z.refine(
        (rule) => rule.construct !== 'call' || Boolean(rule.name),
        'must name the function for a call rule',
      ),
    ),
);

/** A check combines any of these (at least one); every part must pass. */
export const exerciseCheck = z.lazy(() =>
  z
    .object({
      output: z.optional(outputCheck),
      stdinCases: z.optional(
        z.object({ match: z.enum(outputMatches), cases: bounded(stdinCase, EXERCISE_CASES_MAX, 'cases') }),
      ),
      functionCases: z.optional(functionCheck),
      rules: z.optional(bounded(codeRule, EXERCISE_RULES_MAX, 'rules')),
    })
    .check(
      z.refine(
        (check) => Boolean(check.output ?? check.stdinCases ?? check.functionCases ?? check.rules),
        'must hold at least one of output, stdinCases, functionCases or rules',
      ),
    ),
);

/** The exercise as a learner gets it: never the solution (see `exerciseSolution`). */
export const exercise = z.lazy(() =>
  z.object({
    LessonID: id(),
    StarterCode: text(),
    TimeLimitMs: integer(),
    Hints: textList(),
    Check: exerciseCheck,
    /** The learner's last saved code (a draft or a checked attempt); null before the first save. */
    LastCode: z.nullable(text()),
    /** True once any of the learner's checks passed. */
    Passed: flag(),
    /** How many hints the learner has revealed so far (the server remembers across devices). */
    HintsUsed: integer(),
    /** True when the solution may be revealed: after a failed check, or once every hint is used. */
    SolutionAvailable: flag(),
  }),
);

export const exerciseSolution = z.lazy(() => z.object({ LessonID: id(), Solution: text() }));

/** What a learner's save records: a draft while typing, or the verdict of a check. */
export const attemptResults = ['draft', 'passed', 'failed'] as const;

export const exerciseSaved = z.lazy(() =>
  z.object({
    LessonID: id(),
    Result: z.enum(attemptResults),
    Passed: flag(),
    HintsUsed: integer(),
    SolutionAvailable: flag(),
  }),
);

export type ExerciseCheck = z.output<typeof exerciseCheck>;
export type CodeRule = z.output<typeof codeRule>;
export type OutputMatch = (typeof outputMatches)[number];
export type Exercise = z.output<typeof exercise>;
export type AttemptResult = (typeof attemptResults)[number];
