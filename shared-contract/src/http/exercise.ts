import * as z from '../zod';
import { flag, id, integer, text, textList } from './fields';

/**
 * A coding exercise (Run & Check): what the API serves for an exercise lesson and what the browser's Python
 * runner checks a learner's program against for instant feedback. The verdict that counts is the server's: it
 * runs the program against the visible cases and the hidden ones, which never leave the server, as the
 * reference solution does not until the learner may see it.
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
export const functionCase = z.lazy(() => z.object({ args: z.array(jsonValue), expected: jsonValue }));
export const functionCheck = z.lazy(() =>
  z.object({
    name: text(),
    cases: bounded(functionCase, EXERCISE_CASES_MAX, 'cases'),
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

/** Hidden cases an exercise may add to each list of cases. */
export const EXERCISE_HIDDEN_CASES_MAX = 10;

/**
 * Cases the server checks besides the visible ones, with the same rules (stdin cases compared as the visible
 * ones are, function cases calling the same function), so a program that only prints the visible answers fails.
 * Stored with the exercise (its check's `hidden`), never sent to a browser.
 */
export const hiddenCases = z.lazy(() =>
  z.object({
    stdinCases: z.optional(
      z.array(stdinCase).check(z.maxLength(EXERCISE_HIDDEN_CASES_MAX, 'must hold at most 10 cases')),
    ),
    functionCases: z.optional(
      z.array(functionCase).check(z.maxLength(EXERCISE_HIDDEN_CASES_MAX, 'must hold at most 10 cases')),
    ),
  }),
);

/** The exercise as a learner gets it: never the solution (see `exerciseSolution`) nor a hidden case. */
export const exercise = z.lazy(() =>
  z.object({
    LessonID: id(),
    StarterCode: text(),
    TimeLimitMs: integer(),
    Hints: textList(),
    Check: exerciseCheck,
    /** How many hidden cases the server checks besides those in Check. */
    HiddenCases: integer(),
    /** The learner's last saved code (a draft or a checked attempt); null before the first save. */
    LastCode: z.nullable(text()),
    /** True once the server passed one of the learner's checks. */
    Passed: flag(),
    /** How many hints the learner has revealed so far (the server remembers across devices). */
    HintsUsed: integer(),
    /**
     * True when the solution may be revealed: after a check the server failed of a program the learner wrote (not
     * empty, not the starter code), or once every hint is used.
     */
    SolutionAvailable: flag(),
  }),
);

export const exerciseSolution = z.lazy(() => z.object({ LessonID: id(), Solution: text() }));

/** What the server records of an attempt: a draft while typing, or its own verdict of a check. */
export const attemptResults = ['draft', 'passed', 'failed'] as const;

/** A draft saved: the learner's progress as the server has it. */
export const exerciseSaved = z.lazy(() =>
  z.object({
    LessonID: id(),
    Passed: flag(),
    HintsUsed: integer(),
    SolutionAvailable: flag(),
  }),
);

/** What the server shows of an output, an error's message or a traceback: the start of it. */
export const CHECK_TEXT_MAX = 4000;

/** A Python error as the server's check reports it (shared-python's PythonError). */
export const pythonError = z.lazy(() =>
  z.object({
    type: text(),
    message: text(),
    line: z.nullable(integer()),
    traceback: text(),
    explanation: z.nullable(text()),
  }),
);

/** One visible case of the server's check (shared-python's CaseResult). */
export const checkedCase = z.lazy(() =>
  z.object({
    kind: z.enum(['output', 'stdin', 'function', 'rule']),
    passed: flag(),
    label: text(),
    stdin: z.optional(text()),
    args: z.optional(textList()),
    expected: z.optional(text()),
    got: z.optional(text()),
    error: z.optional(pythonError),
    timedOut: z.optional(flag()),
    notRun: z.optional(flag()),
  }),
);

export const verdicts = ['passed', 'failed'] as const;

/**
 * The server's verdict of a check: the visible cases as it ran them, how many hidden cases passed (never which
 * or what they hold), and the learner's progress after it.
 */
export const exerciseVerdict = z.lazy(() =>
  z.object({
    LessonID: id(),
    Verdict: z.enum(verdicts),
    Cases: z.array(checkedCase),
    /** The program could not be checked at all (a syntax error, or more memory than an exercise may use). */
    Error: z.nullable(pythonError),
    HiddenCases: integer(),
    HiddenCasesPassed: integer(),
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
export type HiddenCases = z.output<typeof hiddenCases>;
export type ExerciseVerdict = z.output<typeof exerciseVerdict>;
export type CheckedCase = z.output<typeof checkedCase>;
