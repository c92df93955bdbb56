import { useCallback, useEffect, useRef } from 'react';
import { useBusEvent } from 'shared-events';
import type { AttemptResult } from 'shared-contract';
import {
  clearVerdict,
  markDraftSynced,
  queueVerdict,
  readDraft,
  readVerdict,
  writeDraft,
  type Verdict,
} from './drafts';

/** Typing pauses before the code is kept locally, and longer before it is sent to the server. */
export const LOCAL_DRAFT_DELAY_MS = 400;
export const SERVER_DRAFT_DELAY_MS = 3000;

interface DraftSyncOptions {
  userId: string;
  lessonId: number;
  /** The editor's code now. */
  code: string;
  /** Saves an attempt on the server; rejects when it could not. */
  save: (code: string, result: AttemptResult, hintsUsed?: number) => Promise<unknown>;
}

/**
 * Keeps the editor's code as a local draft (debounced) and saves it to the server as a 'draft' attempt
 * (debounced), and saves a check's verdict, kept locally until the server has it. A draft or verdict left unsent
 * is sent when the exercise opens and when the browser comes back online.
 */
export function useDraftSync({ userId, lessonId, code, save }: DraftSyncOptions) {
  const lastCode = useRef(code);
  const pendingLocal = useRef<string | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;

  const sync = useCallback(
    (synced: string) =>
      latestSave.current(synced, 'draft').then(
        () => markDraftSynced(userId, lessonId, synced),
        () => undefined,
      ),
    [userId, lessonId],
  );

  /**
   * The server holds `verdict` now, and its code as the learner's last code. Code typed since (the editor stays
   * editable during a check) stays the local draft and goes to the server after it, so a reload still finds it.
   */
  const sendVerdict = useCallback(
    async (verdict: Verdict) => {
      await latestSave.current(verdict.code, verdict.result, verdict.hintsUsed);
      clearVerdict(userId, lessonId, verdict);
      markDraftSynced(userId, lessonId, verdict.code);
      const current = lastCode.current;
      if (current === verdict.code) return;
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
      const verdict = readVerdict(userId, lessonId);
      // Sending the verdict sends newer code after it; if it fails again, so would the draft.
      if (verdict) return void sendVerdict(verdict).catch(() => undefined);
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
  }, [userId, lessonId, sync, sendVerdict]);

  /** Saves a check's verdict; it is kept locally first, so one the server does not get is sent again later. */
  const saveVerdict = useCallback(
    (verdict: Verdict) => {
      queueVerdict(userId, lessonId, verdict);
      return sendVerdict(verdict);
    },
    [userId, lessonId, sendVerdict],
  );

  return { saveVerdict };
}
