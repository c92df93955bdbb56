/**
 * The sign-up credentials kept for the confirmation step (spec §3), so the user can be signed in after
 * confirming even if the page was reloaded in between. Session storage: gone when the tab closes.
 */
const KEY = 'pendingSignUp';

export interface PendingSignUp {
  email: string;
  password: string;
}

export function savePendingSignUp(value: PendingSignUp, storage: Storage = sessionStorage): void {
  storage.setItem(KEY, JSON.stringify(value));
}

export function readPendingSignUp(storage: Storage = sessionStorage): PendingSignUp | null {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? 'null') as Partial<PendingSignUp> | null;
    return typeof value?.email === 'string' && typeof value.password === 'string'
      ? { email: value.email, password: value.password }
      : null;
  } catch {
    return null;
  }
}

export function clearPendingSignUp(storage: Storage = sessionStorage): void {
  storage.removeItem(KEY);
}
