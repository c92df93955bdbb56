import type { CheckReport, PythonRunner, RunnerState, RunOptions, RunOutcome } from 'shared-python';

type RunScript = (code: string, options: RunOptions) => Promise<RunOutcome>;

/** A PythonRunner whose runs and checks the test scripts; it starts ready unless told otherwise. */
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
  const listeners = new Set<(next: RunnerState) => void>();
  const setState = (next: RunnerState) => {
    current = next;
    listeners.forEach((listener) => listener(next));
  };
  const runner = {
    ready: jest.fn(async () => undefined),
    state: () => current,
    subscribe: (listener: (next: RunnerState) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run: jest.fn(run),
    check: jest.fn(check),
    stop: jest.fn(),
  } satisfies PythonRunner;
  return { runner, setState, load: jest.fn(async () => runner as PythonRunner) };
}
