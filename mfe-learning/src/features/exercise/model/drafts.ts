import type { Exercise } from 'shared-contract';

/**
 * The learner's code kept in localStorage per user and lesson while they type, so a reload or a dropped
 * connection loses nothing. `synced` is true once the server holds this very code.
 */
export interface Draft {
  code: string;
  synced: boolean;
}

const draftKey = (userId: string, lessonId: number) => `exercise-draft:${userId}:${lessonId}`;

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

const EXERCISE_KEY = /^exercise-(draft|verdict):/;

/**
 * Forgets every exercise draft in this browser (and the unsent verdicts older versions kept). Called on sign-out: children share computers,
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
