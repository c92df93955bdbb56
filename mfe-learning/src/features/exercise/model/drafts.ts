import type { Exercise } from 'shared-contract';

/**
 * The learner's code kept in localStorage per user and lesson while they type, so a reload or a dropped
 * connection loses nothing. `synced` is true once the server holds this very code.
 */
export interface Draft {
  code: string;
  synced: boolean;
}

/**
 * A check's verdict the server has not acknowledged yet (offline, rate limited, page closed mid-save): kept until it
 * is, so the code of a passing program is stored even when the step was completed before its save failed.
 */
export interface Verdict {
  code: string;
  result: 'passed' | 'failed';
  hintsUsed: number;
}

const draftKey = (userId: string, lessonId: number) => `exercise-draft:${userId}:${lessonId}`;
const verdictKey = (userId: string, lessonId: number) => `exercise-verdict:${userId}:${lessonId}`;

function readStored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function store(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the server's copy still follows.
  }
}

function forget(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

export function readDraft(userId: string, lessonId: number): Draft | null {
  const stored = readStored(draftKey(userId, lessonId));
  if (typeof stored !== 'object' || stored === null) return null;
  const { code, synced } = stored as Partial<Draft>;
  return typeof code === 'string' ? { code, synced: synced === true } : null;
}

export function writeDraft(userId: string, lessonId: number, draft: Draft): void {
  store(draftKey(userId, lessonId), draft);
}

/** Records that the server now holds `code`, unless the learner has typed on since. */
export function markDraftSynced(userId: string, lessonId: number, code: string): void {
  const draft = readDraft(userId, lessonId);
  if (draft && draft.code === code) writeDraft(userId, lessonId, { code, synced: true });
}

/**
 * The code the editor opens with: a local draft the server has not seen yet is newer than the server's
 * last code; otherwise the server's (it may come from another device), else the draft, else the starter.
 */
export function initialCode(exercise: Exercise, draft: Draft | null): string {
  if (draft && (!draft.synced || exercise.LastCode === null)) return draft.code;
  return exercise.LastCode ?? exercise.StarterCode;
}

export function readVerdict(userId: string, lessonId: number): Verdict | null {
  const stored = readStored(verdictKey(userId, lessonId));
  if (typeof stored !== 'object' || stored === null) return null;
  const { code, result, hintsUsed } = stored as Partial<Verdict>;
  if (typeof code !== 'string' || (result !== 'passed' && result !== 'failed')) return null;
  return { code, result, hintsUsed: typeof hintsUsed === 'number' ? hintsUsed : 0 };
}

/** Keeps `verdict` until the server has it; an unsent pass is not replaced by a later failure. */
export function queueVerdict(userId: string, lessonId: number, verdict: Verdict): void {
  if (verdict.result === 'failed' && readVerdict(userId, lessonId)?.result === 'passed') return;
  store(verdictKey(userId, lessonId), verdict);
}

/** The server has `verdict`: forget it, unless a newer one took its place. */
export function clearVerdict(userId: string, lessonId: number, verdict: Verdict): void {
  const queued = readVerdict(userId, lessonId);
  if (queued?.code === verdict.code && queued.result === verdict.result) forget(verdictKey(userId, lessonId));
}

const EXERCISE_KEY = /^exercise-(draft|verdict):/;

/**
 * Forgets every exercise draft and unsent verdict in this browser. Called on sign-out: children share computers,
 * and once nobody is signed in, none of them belongs to a current learner.
 */
export function clearExerciseDrafts(): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    keys.filter((key): key is string => key !== null && EXERCISE_KEY.test(key)).forEach(forget);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
