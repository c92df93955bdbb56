import type { ExerciseCheck } from 'shared-contract';
import type { CheckReport } from '../runner';

/** A program to check on the server, as the API sends it to the checker process and on to a worker. */
export interface CheckJob {
  code: string;
  check: ExerciseCheck;
  timeLimitMs: number;
}

/** What a check worker starts with: make the pool's snapshot, or check one program from it. */
export type CheckWorkerData = { pyodideDir: string } & (
  | { kind: 'snapshot' }
  | { kind: 'check'; snapshot: SharedArrayBuffer; memoryLimitBytes: number }
);

export type FromCheckWorker =
  | { type: 'snapshot'; snapshot: Uint8Array }
  | { type: 'ready' }
  | { type: 'checked'; report: CheckReport }
  | { type: 'failed'; message: string };

/** Between the API and its checker process (child_process IPC). */
export type ToChecker = { type: 'check'; id: number; job: CheckJob };
export type FromChecker =
  | { type: 'ready' }
  | { type: 'checked'; id: number; report: CheckReport }
  | { type: 'failed'; id: number; message: string };
