import type { ExerciseCheck } from 'shared-contract';
import type { CheckReport, RunOutcome } from '../runner';

/**
 * The messages between the page and the Python worker. The worker gets programs and checks, never a token or any
 * access to the page; input() lines travel through the service worker (sync-message), which the worker reads while
 * Python waits.
 */

/** Where the runtime is served, on the shell's origin (a module worker must be same-origin with its page). */
export const PYTHON_BASE = '/python/';
export const WORKER_URL = `${PYTHON_BASE}worker.js`;
export const SERVICE_WORKER_URL = `${PYTHON_BASE}sw.js`;

export type ToWorker =
  | { type: 'run'; id: number; code: string; timeLimitMs: number }
  | { type: 'check'; id: number; code: string; check: ExerciseCheck; timeLimitMs: number };

export type FromWorker =
  /** `input` is false when no service worker controls the worker (input() then cannot be answered). */
  | { type: 'ready'; input: boolean }
  | { type: 'failed'; message: string }
  | { type: 'output'; id: number; stream: 'stdout' | 'stderr'; text: string }
  /** The program waits for a line: answer with `messageId` through the service worker. */
  | { type: 'input'; id: number; prompt: string; messageId: string }
  /** A check's next case starts (the watchdog gives each case its own time). */
  | { type: 'case'; id: number }
  | { type: 'ran'; id: number; outcome: RunOutcome }
  | { type: 'checked'; id: number; report: CheckReport };

/** What the page posts to the service worker to answer an input() (sync-message's write, for a page it does not control). */
export interface InputAnswer {
  syncMessageWrite: { messageId: string; message: string };
}
