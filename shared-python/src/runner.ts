import type { ExerciseCheck, JsonValue } from 'shared-contract';

/**
 * The Python runner's public interface: what a page that has an exercise uses to run and check a learner's
 * program. Python (Pyodide) runs in a module Web Worker served from the shell's origin; nothing here holds a
 * token or touches the page.
 */

/** A Python exception as the learner sees it: the real traceback plus, for common beginner errors, plain words. */
export interface PythonError {
  /** The exception's class name, e.g. 'NameError'. */
  type: string;
  message: string;
  /** The line of the learner's program the error points at (1-based); null when it is not in their code. */
  line: number | null;
  /** The traceback limited to the learner's own frames. */
  traceback: string;
  /** A short explanation a 10-year-old can follow; null for errors without one. */
  explanation: string | null;
}

export type RunOutcome =
  | { kind: 'finished' }
  | { kind: 'error'; error: PythonError }
  /** Stopped after `limitMs` of Python execution (time waiting for input() does not count). */
  | { kind: 'timeout'; limitMs: number }
  /** Stopped by the learner (Stop). */
  | { kind: 'stopped' };

export interface RunOptions {
  timeLimitMs: number;
  /** Called with each piece of printed text, in order, as the program runs. Render it as text, never HTML. */
  onOutput: (chunk: { stream: 'stdout' | 'stderr'; text: string }) => void;
  /**
   * Called when the program asks for a line (input()); resolve with the line the learner typed. The prompt and the
   * typed line (with its newline) come through onOutput as on a terminal, so the page need not echo them. A check's
   * stdin cases compare only what the program prints: neither prompts nor the fed lines are part of their output.
   */
  onInput: (prompt: string) => Promise<string>;
}

/** One case of a check, as the learner's case table shows it. */
export interface CaseResult {
  kind: 'output' | 'stdin' | 'function' | 'rule';
  passed: boolean;
  /** What the case is, in words: 'Output', 'Input: 3 then 4', 'add(2, 3)', or the rule's message. */
  label: string;
  /** The lines fed to input(), for stdin cases. */
  stdin?: string;
  /** The call's arguments as Python would write them (repr), for function cases. */
  args?: string[];
  /** What was expected and what came out, as text (printed output, or the repr of a value); absent for rules. */
  expected?: string;
  got?: string;
  /**
   * When the program failed on this case: the error, the time limit, or a missing function (a NameError whose
   * explanation names the function). When the watchdog had to end a check stuck in one C call, the report holds a
   * single case labelled 'Your program' with `timedOut`.
   */
  error?: PythonError;
  timedOut?: boolean;
  /**
   * The case was not run because an earlier case of this check ran out of time (`timedOut`): it counts as failed, and
   * has no `got`. A program that never ends is stopped once per check, not once per case.
   */
  notRun?: boolean;
}

export interface CheckReport {
  passed: boolean;
  cases: CaseResult[];
  /** The program could not be checked at all (a syntax error): no case ran. */
  error?: PythonError;
  /** The learner stopped the check (Stop): not a verdict, so it is neither saved nor counted as a failed check. */
  stopped?: boolean;
}

export type RunnerState = 'starting' | 'ready' | 'running' | 'failed';

export interface PythonRunner {
  /** Resolves once Python is loaded and the runner can take a program; on a runner that could not start, tries again. */
  ready(): Promise<void>;
  state(): RunnerState;
  subscribe(listener: (state: RunnerState) => void): () => void;
  run(code: string, options: RunOptions): Promise<RunOutcome>;
  /** Runs the program against every case of the check; each case starts from a fresh namespace. */
  check(code: string, check: ExerciseCheck, options: { timeLimitMs: number }): Promise<CheckReport>;
  /** Stops the running program (its promise resolves as 'stopped'); the runner is ready again after. */
  stop(): void;
}

export type { ExerciseCheck, JsonValue };
