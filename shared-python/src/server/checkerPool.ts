import { Worker } from 'node:worker_threads';
import type { ExerciseCheck } from 'shared-contract';
import type { CheckReport } from '../runner';
import type { CheckJob, CheckWorkerData, FromCheckWorker } from './protocol';

/**
 * Warm interpreters for server-side checks: `size` worker threads, each restored from one memory snapshot of a
 * loaded Pyodide (about 0.3-0.5 s instead of 5-6 s for a cold load), waiting for one program. A check takes a warm
 * thread, and a new one starts warming at once; checks beyond `size` wait their turn here (the API bounds how many
 * it sends).
 */

export interface CheckerPoolOptions {
  /** Warm interpreters kept ready, which is also how many checks run at once. */
  size: number;
  /** Python's heap (WebAssembly memory) per check, in MB: past it the program gets a MemoryError. */
  memoryLimitMb: number;
  /** V8's heap per check thread (resourceLimits), in MB: the engine's JavaScript side. */
  heapLimitMb: number;
  /** Added to a check's own time limits before its thread is ended (a program stuck inside one C call). */
  graceMs: number;
  /** The check worker's file (bundleChecker) and Pyodide's folder. */
  workerFile: string;
  pyodideDir: string;
}

export interface CheckerPool {
  /** Resolves once the snapshot is made and the first interpreter is warm. */
  ready(): Promise<void>;
  /** Checks a program in a fresh interpreter; rejects only when the checker itself failed (not the program). */
  check(job: CheckJob): Promise<CheckReport>;
  close(): Promise<void>;
}

/** What the learner sees when a program was stopped from outside (stuck in one C call): as the browser's watchdog. */
export const TIMED_OUT_REPORT: CheckReport = {
  passed: false,
  cases: [{ kind: 'output', label: 'Your program', passed: false, timedOut: true }],
};

export const MEMORY_EXPLANATION =
  'Your program tried to keep more in memory than a computer can spare for one exercise, for example a list or a string with billions of items. Make it smaller.';

/** A program whose thread ran out of its JavaScript heap: the same answer as a MemoryError. */
export const OUT_OF_MEMORY_REPORT: CheckReport = {
  passed: false,
  cases: [],
  error: {
    type: 'MemoryError',
    message: 'The program used more memory than an exercise may',
    line: null,
    traceback: '',
    explanation: MEMORY_EXPLANATION,
  },
};

/** How many times the check runs the program: once per case, plus the plain run. */
export function runsOf(check: ExerciseCheck): number {
  return 1 + (check.stdinCases?.cases.length ?? 0) + (check.functionCases?.cases.length ?? 0);
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface Warm {
  worker: Worker;
}

export function createCheckerPool(options: CheckerPoolOptions): CheckerPool {
  const spawn = (data: DistributiveOmit<CheckWorkerData, 'pyodideDir'>) =>
    new Worker(options.workerFile, {
      workerData: { ...data, pyodideDir: options.pyodideDir },
      // The learner's program sees no environment (no secret of the API's), and the thread has its own heap limit.
      env: {},
      resourceLimits: { maxOldGenerationSizeMb: options.heapLimitMb, maxYoungGenerationSizeMb: 16 },
    });

  const snapshot = new Promise<SharedArrayBuffer>((resolve, reject) => {
    const worker = spawn({ kind: 'snapshot' });
    worker.once('message', (message: FromCheckWorker) => {
      void worker.terminate();
      if (message.type !== 'snapshot')
        return reject(new Error(`Python could not start: ${describe(message)}`));
      // Shared, so every warm thread reads the same bytes instead of a copy each.
      const shared = new SharedArrayBuffer(message.snapshot.byteLength);
      new Uint8Array(shared).set(message.snapshot);
      resolve(shared);
    });
    worker.once('error', reject);
  });

  const warm = (): Promise<Warm> => {
    const started = snapshot.then(
      (bytes) =>
        new Promise<Warm>((resolve, reject) => {
          const worker = spawn({
            kind: 'check',
            snapshot: bytes,
            memoryLimitBytes: options.memoryLimitMb * 1024 * 1024,
          });
          worker.once('message', (message: FromCheckWorker) => {
            worker.removeAllListeners();
            if (message.type === 'ready') resolve({ worker });
            else {
              void worker.terminate();
              reject(new Error(`Python could not start: ${describe(message)}`));
            }
          });
          worker.once('error', reject);
          worker.once('exit', () => reject(new Error('Python stopped before it was ready')));
        }),
    );
    // Awaited by the check that takes it; marked handled so a failure while it waits is not "unhandled".
    started.catch(() => undefined);
    return started;
  };

  const available: Promise<Warm>[] = Array.from({ length: options.size }, warm);
  const waiting: ((slot: Promise<Warm>) => void)[] = [];
  let closed = false;

  function release(): void {
    if (closed) return;
    const fresh = warm();
    const next = waiting.shift();
    if (next) next(fresh);
    else available.push(fresh);
  }

  function run({ worker }: Warm, job: CheckJob): Promise<CheckReport> {
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        worker.removeAllListeners();
        void worker.terminate();
        settle();
      };
      const limitMs = job.timeLimitMs * runsOf(job.check) + options.graceMs;
      const timer = setTimeout(() => finish(() => resolve(TIMED_OUT_REPORT)), limitMs);
      worker.on('message', (message: FromCheckWorker) => {
        if (message.type === 'checked') finish(() => resolve(message.report));
        else finish(() => reject(new Error(`The check failed: ${describe(message)}`)));
      });
      worker.on('error', (error: Error & { code?: string }) =>
        finish(() =>
          error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve(OUT_OF_MEMORY_REPORT) : reject(error),
        ),
      );
      worker.on('exit', () => finish(() => reject(new Error('The check stopped before it answered'))));
      worker.postMessage(job);
    });
  }

  return {
    async ready() {
      await snapshot;
      await available[0];
    },
    async check(job) {
      if (closed) throw new Error('The checker is closed');
      const slot =
        available.shift() ?? (await new Promise<Promise<Warm>>((resolve) => waiting.push(resolve)));
      try {
        return await run(await slot, job);
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const warmWorkers = await Promise.allSettled(available.splice(0));
      await Promise.all(
        warmWorkers.map((result) =>
          result.status === 'fulfilled' ? result.value.worker.terminate() : undefined,
        ),
      );
    },
  };
}

function describe(message: FromCheckWorker): string {
  return message.type === 'failed' ? message.message : `unexpected ${message.type}`;
}
