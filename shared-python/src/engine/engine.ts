import type { PyodideAPI } from 'pyodide';
import type { PyDict } from 'pyodide/ffi';
import type { ExerciseCheck } from 'shared-contract';
import { explainError, explainMissingFunction } from '../explanations';
import type { CaseResult, CheckReport, PythonError, RunOutcome } from '../runner';
import { ENGINE_PY } from './enginePy';

/**
 * The engine: runs and checks a learner's program in a loaded Pyodide. It knows nothing of its surroundings, so the
 * browser's worker and Node (the API's tests) share it; they supply the callbacks for output and input().
 */

export type OutputStream = 'stdout' | 'stderr';

export interface EngineRunOptions {
  timeLimitMs: number;
  write: (stream: OutputStream, text: string) => void;
  /** Returns the line typed for input(), or undefined at the end of input (input() then raises EOFError). */
  readLine: (prompt: string) => string | undefined;
}

export interface Engine {
  run(code: string, options: EngineRunOptions): RunOutcome;
  /**
   * `onCase` is called as each case starts, so a watchdog can give every case its own time. After a case runs out of
   * time the rest are not run (`notRun`).
   */
  check(
    code: string,
    check: ExerciseCheck,
    options: { timeLimitMs: number; onCase?: () => void },
  ): CheckReport;
  /** A readLine that feeds input() the lines of `stdin` in turn, split as a check's stdin cases are. */
  feeder(stdin: string): EngineRunOptions['readLine'];
}

type RawError = Omit<PythonError, 'explanation'> & { missingFunction?: string };
type RawOutcome = { kind: 'finished' } | { kind: 'timeout' } | { kind: 'error'; error: RawError };
type RawCase = Omit<CaseResult, 'error'> & { error?: RawError };

function withExplanation({ missingFunction, ...error }: RawError): PythonError {
  return {
    ...error,
    explanation: missingFunction
      ? explainMissingFunction(missingFunction)
      : explainError(error.type, error.message),
  };
}

function outcome(raw: RawOutcome, timeLimitMs: number): RunOutcome {
  if (raw.kind === 'timeout') return { kind: 'timeout', limitMs: timeLimitMs };
  if (raw.kind === 'error') return { kind: 'error', error: withExplanation(raw.error) };
  return { kind: 'finished' };
}

type EngineFunction = (...args: unknown[]) => string;

export function createEngine(pyodide: PyodideAPI): Engine {
  const namespace = pyodide.globals.get('dict')() as PyDict;
  pyodide.runPython(ENGINE_PY, { globals: namespace });
  const runPy = namespace.get('run') as EngineFunction;
  const checkPy = namespace.get('check') as EngineFunction;
  const feederPy = namespace.get('feeder') as (stdin: string) => EngineRunOptions['readLine'];

  return {
    run(code, { timeLimitMs, write, readLine }) {
      const raw = JSON.parse(runPy(code, timeLimitMs, write, readLine)) as RawOutcome;
      return outcome(raw, timeLimitMs);
    },
    check(code, check, { timeLimitMs, onCase = () => {} }) {
      const raw = JSON.parse(checkPy(code, JSON.stringify(check), timeLimitMs, onCase)) as {
        passed: boolean;
        cases: RawCase[];
        error?: RawError;
      };
      return {
        passed: raw.passed,
        cases: raw.cases.map(({ error, ...rest }) =>
          error ? { ...rest, error: withExplanation(error) } : rest,
        ),
        ...(raw.error ? { error: withExplanation(raw.error) } : {}),
      };
    },
    feeder: (stdin) => feederPy(stdin),
  };
}
