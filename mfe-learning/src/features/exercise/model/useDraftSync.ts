import { useCallback, useEffect, useRef } from 'react';
import { markDraftSynced, readDraft, writeDraft } from './drafts';

/** Typing pauses before the code is kept locally, and longer before it is sent to the server. */
export const LOCAL_DRAFT_DELAY_MS = 400;
export const SERVER_DRAFT_DELAY_MS = 3000;

interface DraftSyncOptions {
  userId: string;
  lessonId: number;
  code: string;
  /** Saves the code on the server as a draft; rejects when it could not. */
  saveDraft: (code: string) => Promise<unknown>;
}

/**
 * Keeps the editor's code as a local draft (debounced) and saves it to the server as a 'draft' attempt
 * (debounced; a draft left unsent is sent when the exercise opens and when the browser comes back online).
 */
export function useDraftSync({ userId, lessonId, code, saveDraft }: DraftSyncOptions) {
  const lastCode = useRef(code);
  const pendingLocal = useRef<string | null>(null);
  const latestSave = useRef(saveDraft);
  latestSave.current = saveDraft;

  const sync = useCallback(
    (synced: string) =>
      latestSave.current(synced).then(
        () => markDraftSynced(userId, lessonId, synced),
        () => undefined,
      ),
    [userId, lessonId],
  );

  useEffect(() => {
    if (code === lastCode.current) return undefined;
    lastCode.current = code;
    pendingLocal.current = code;
    const local = setTimeout(() => {
      writeDraft(userId, lessonId, { code, synced: false });
      pendingLocal.current = null;
    }, LOCAL_DRAFT_DELAY_MS);
    const server = setTimeout(() => void sync(code), SERVER_DRAFT_DELAY_MS);
    return () => {
      clearTimeout(local);
      clearTimeout(server);
    };
  }, [code, userId, lessonId, sync]);

  useEffect(() => {
    const resend = () => {
      const draft = readDraft(userId, lessonId);
      if (draft && !draft.synced) void sync(draft.code);
    };
    // A draft left unsent last time (offline, or the page closed mid-pause) goes now.
    resend();
    window.addEventListener('online', resend);
    return () => {
      window.removeEventListener('online', resend);
      // Leaving the lesson mid-pause still keeps what was typed.
      if (pendingLocal.current !== null)
        writeDraft(userId, lessonId, { code: pendingLocal.current, synced: false });
    };
  }, [userId, lessonId, sync]);

  /** After a check saved the code on the server, the local draft needs no resend. */
  const markSaved = useCallback(
    (saved: string) => writeDraft(userId, lessonId, { code: saved, synced: true }),
    [userId, lessonId],
  );

  return { markSaved };
}
