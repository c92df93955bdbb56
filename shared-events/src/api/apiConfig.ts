import type { ParentProofKind } from './parentProof';

export interface ApiSettings {
  /** API origin plus stage prefix, e.g. http://127.0.0.1:4000/dev (the runtime config's apiBaseUrl). */
  baseUrl: string;
  /** The current access token, or null when signed out; called before every request. */
  getAccessToken: () => Promise<string | null> | string | null;
  /** Sends the requests; the global fetch when omitted (tests pass their own). */
  fetch?: typeof fetch;
  /**
   * Called when the API refuses the access token a call sent (401): the session has ended on the server (signed
   * out on another device, or revoked), so the shell signs this device out and asks to sign in again.
   */
  onSessionEnded?: () => void;
  /**
   * Called when a parent-only call is refused for want of a parent proof: the shell asks the parent to confirm
   * ('pin': the PIN or the password; 'password': the password only) and resolves true once a proof is held, so
   * the call is made again; false when the parent cancelled. Without it, the refusal is the call's error.
   */
  onParentProofRequired?: (kind: ParentProofKind) => Promise<boolean>;
}

let settings: ApiSettings | undefined;

/** Called once by the shell at start, after the runtime config is loaded and the identity layer is set up. */
export function configureApi(next: ApiSettings): void {
  settings = { ...next, baseUrl: next.baseUrl.replace(/\/+$/, '') };
}

export function getApiSettings(): ApiSettings | undefined {
  return settings;
}
