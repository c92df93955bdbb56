/** Where to go after a hosted sign-in returns (spec: saved before leaving, cleared once used). */
const KEY = 'postLoginRedirect';

/** The shell's page where the hosted sign-in returns by default; it goes to the saved path itself. */
export const SIGN_IN_RETURN_PATH = '/redirect';

export function savePostLoginRedirect(path: string, storage: Storage = localStorage): void {
  storage.setItem(KEY, path);
}

/** The saved path, removed from storage; null when none was saved. */
export function takePostLoginRedirect(storage: Storage = localStorage): string | null {
  const path = storage.getItem(KEY);
  storage.removeItem(KEY);
  // Only same-site paths: a stored absolute URL must never send the user elsewhere.
  return path?.startsWith('/') && !path.startsWith('//') ? path : null;
}
