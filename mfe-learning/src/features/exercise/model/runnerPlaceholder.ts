import type { PythonRunner } from 'shared-python';

/**
 * Stands in for shared-python's `getPythonRunner` until the runtime lands: pythonRunner.ts then imports
 * 'shared-python' instead and this file goes.
 */
export function getPythonRunner(): PythonRunner {
  const unavailable = () => Promise.reject(new Error('The Python runner is not available.'));
  return {
    ready: unavailable,
    state: () => 'failed',
    subscribe: () => () => undefined,
    run: unavailable,
    check: unavailable,
    stop: () => undefined,
  };
}
