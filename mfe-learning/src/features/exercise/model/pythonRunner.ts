import type { PythonRunner } from 'shared-python';

/**
 * The lesson's one way to its Python runner. The runner's module is imported on first use, so only an
 * exercise lesson loads it, and it is created as soon as that lesson opens (warm-up); the runner itself is
 * shared and stays warm across lessons.
 */
export function loadPythonRunner(): Promise<PythonRunner> {
  return import('shared-python').then(({ getPythonRunner }) => getPythonRunner());
}
