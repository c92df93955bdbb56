import { useCallback, useEffect, useRef } from 'react';
import { useBusEvent } from 'shared-events';
import { markDraftSynced, readDraft, writeDraft } from './drafts';

/** Typing pauses before the code is kept locally, and longer before it is sent to the server. */
export const LOCAL_DRAFT_DELAY_MS = 400;
export const SERVER_DRAFT_DELAY_MS = 3000;

interface DraftSyncOptions {
  userId: string;
  lessonId: number;
  /** The editor's code now. */
  code: string;
  /** Saves a draft on the server; rejects when it could not. */
  save: (code: string, hintsUsed?: number) => Promise<unknown>;
}

/**
 * Keeps the editor's code as a local draft (debounced) and saves it to the server as a draft (debounced). A draft
 * left unsent is sent when the exercise opens and when the browser comes back online. Verdicts are never sent: the
 * server's check makes them (checkedOnServer records that the server holds the checked code).
 */
export function useDraftSync({ userId, lessonId, code, save }: DraftSyncOptions) {
  const lastCode = useRef(code);
  const pendingLocal = useRef<string | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;

  const sync = useCallback(
    (synced: string) =>
      latestSave.current(synced).then(
        () => markDraftSynced(userId, lessonId, synced),
        () => undefined,
      ),
    [userId, lessonId],
  );

  /**
   * The server holds `checked` now (a check stores the code), as the learner's last code. Code typed since (the
   * editor stays editable during a check) stays the local draft and goes to the server after it.
   */
  const checkedOnServer = useCallback(
    async (checked: string) => {
      markDraftSynced(userId, lessonId, checked);
      const current = lastCode.current;
      if (current === checked) return;
      writeDraft(userId, lessonId, { code: current, synced: false });
      await sync(current);
    },
    [userId, lessonId, sync],
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

  // The drafts are cleared on sign-out (clearDraftsOnSignOut); code typed mid-pause must not come back after.
  useBusEvent('auth:signed-out', () => {
    pendingLocal.current = null;
  });

  useEffect(() => {
    const resend = () => {
      const draft = readDraft(userId, lessonId);
      if (draft && !draft.synced) void sync(draft.code);
    };
    // What was left unsent last time (offline, or the page closed mid-pause) goes now.
    resend();
    window.addEventListener('online', resend);
    return () => {
      window.removeEventListener('online', resend);
      // Leaving the lesson mid-pause still keeps what was typed.
      if (pendingLocal.current !== null)
        writeDraft(userId, lessonId, { code: pendingLocal.current, synced: false });
    };
  }, [userId, lessonId, sync]);

  return { checkedOnServer };
}
