import type { PythonError, RunnerState } from 'shared-python';

/** The runner's state in words, for the output panel. */
export const runnerStateText: Record<RunnerState, string> = {
  starting: 'Python is starting…',
  ready: 'Python is ready.',
  running: 'Your program is running…',
  failed: 'Python could not start. Please reload the page to try again.',
};

/** The message for a program stopped by the exercise's time limit (the wording, with the limit). */
export function timeoutMessage(limitMs: number): string {
  const seconds = Math.round(limitMs / 100) / 10;
  return `Your program ran for more than ${seconds} ${seconds === 1 ? 'second' : 'seconds'}. Is there a loop that never ends?`;
}

export const STOPPED_MESSAGE = 'You stopped your program.';
export const FINISHED_MESSAGE = 'Your program finished.';
/** The output's status after an error: the error itself is explained once, under the editor. */
export const ERROR_MESSAGE = 'Your program stopped with an error.';

// Letters whose names start with a vowel sound, for a name that is spelt out (EOFError: "an E-O-F error").
const SPELT_VOWEL_SOUND = /^[AEFHILMNORSX]/;
// Words that start with a vowel letter but a "you" sound (UnicodeError: "a Unicode error").
const YOU_SOUND = /^U(ni|s[aeiu]|ti)/i;

/** `name` after "a" or "an", as it is said: an IndentationError, an EOFError, a UnicodeDecodeError, a NameError. */
export function withArticle(name: string): string {
  const spelt = /^[A-Z]{2}/.test(name);
  const vowelSound = spelt ? SPELT_VOWEL_SOUND.test(name) : /^[aeiou]/i.test(name) && !YOU_SOUND.test(name);
  return `${vowelSound ? 'an' : 'a'} ${name}`;
}

/** Where and what went wrong, in a sentence. */
export function errorSummary(error: PythonError): string {
  return error.line === null
    ? `Python stopped with ${withArticle(error.type)}.`
    : `Python stopped with ${withArticle(error.type)} on line ${error.line}.`;
}
