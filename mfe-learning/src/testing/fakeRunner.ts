import type { CheckReport, PythonRunner, RunnerState, RunOptions, RunOutcome } from 'shared-python';

type RunScript = (code: string, options: RunOptions) => Promise<RunOutcome>;

/**
 * A PythonRunner whose runs and checks the test scripts; it starts ready unless told otherwise. Like the real one,
 * stop() resolves the pending run as 'stopped' and the pending check with `stopped: true`.
 */
export function fakeRunner({
  state = 'ready',
  run = async () => ({ kind: 'finished' }),
  check = async () => ({ passed: true, cases: [] }),
}: {
  state?: RunnerState;
  run?: RunScript;
  check?: (code: string) => Promise<CheckReport>;
} = {}) {
  let current = state;
  let stopPending = () => {};
  const listeners = new Set<(next: RunnerState) => void>();
  const setState = (next: RunnerState) => {
    current = next;
    listeners.forEach((listener) => listener(next));
  };
  const stoppable = <T>(script: Promise<T>, stopped: T) =>
    new Promise<T>((resolve, reject) => {
      stopPending = () => resolve(stopped);
      script.then(resolve, reject);
    });
  const runner = {
    ready: jest.fn(async () => undefined),
    state: () => current,
    subscribe: (listener: (next: RunnerState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: jest.fn((code: string, options: RunOptions) =>
      stoppable<RunOutcome>(run(code, options), { kind: 'stopped' }),
    ),
    check: jest.fn((code: string) =>
      stoppable<CheckReport>(check(code), { passed: false, cases: [], stopped: true }),
    ),
    stop: jest.fn(() => stopPending()),
  } satisfies PythonRunner;
  return { runner, setState, load: jest.fn(async () => runner as PythonRunner) };
}
