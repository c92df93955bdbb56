import type { RunnerState } from 'shared-python';

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
