import type { Exercise } from 'shared-events/contract';

/**
 * The learner's code kept in localStorage per user and lesson while they type, so a reload or a dropped
 * connection loses nothing. `synced` is true once the server holds this very code.
 */
export interface Draft {
  code: string;
  synced: boolean;
}

const draftKey = (userId: string, lessonId: number) => `exercise-draft:${userId}:${lessonId}`;

export function readDraft(userId: string, lessonId: number): Draft | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(draftKey(userId, lessonId)) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { code, synced } = stored as Partial<Draft>;
    return typeof code === 'string' ? { code, synced: synced === true } : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, lessonId: number, draft: Draft): void {
  try {
    localStorage.setItem(draftKey(userId, lessonId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the server's copy still follows.
  }
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
