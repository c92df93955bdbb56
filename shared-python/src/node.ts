import { createRequire } from 'node:module';
import path from 'node:path';
import { loadPyodide } from 'pyodide';
import type { ExerciseCheck } from 'shared-contract';
import { createEngine } from './engine/engine';
import type { CheckReport, RunOutcome } from './runner';

/**
 * The runtime for Node (the API's tests check every seeded exercise with it): the same engine as the browser's worker,
 * on the installed pyodide package. It loads no package and fetches nothing. Python runs on the caller's thread, so a
 * program stuck inside one C call (not a Python loop) is not stopped: the browser's watchdog covers that case.
 */
export interface NodePython {
  /** Runs a program with `stdin` as the lines input() reads (EOFError after the last). */
  run(
    code: string,
    options: { stdin?: string; timeLimitMs: number },
  ): { outcome: RunOutcome; stdout: string; stderr: string };
  check(code: string, check: ExerciseCheck, options: { timeLimitMs: number }): CheckReport;
}

const pyodideDir = path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

export async function createNodePython(): Promise<NodePython> {
  const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });
  const engine = createEngine(pyodide);
  return {
    run(code, { stdin = '', timeLimitMs }) {
      const output = { stdout: '', stderr: '' };
      const outcome = engine.run(code, {
        timeLimitMs,
        write: (stream, text) => {
          output[stream] += text;
        },
        readLine: engine.feeder(stdin),
      });
      return { outcome, ...output };
    },
    check: (code, check, options) => engine.check(code, check, options),
  };
}
