import type { BodyOf } from 'shared-contract';

/**
 * What the API answers for a right PIN or a fresh password sign-in: the parent proof, sent with parent-only calls
 * while it lasts. Held in this module only, never in the store or storage: it must not outlive the page, nor be
 * readable by anything that reads the state.
 */
export type ParentProofAnswer = BodyOf<'verifyFamilyPin'>;

/** How the parent must confirm: the PIN or the password ('pin'), or only the password (a new PIN without the current one). */
export type ParentProofKind = 'pin' | 'password';

let held: { proof: string; expiresAt: number } | undefined;

export function holdParentProof({ parentProof, expiresInSeconds }: ParentProofAnswer): void {
  held = { proof: parentProof, expiresAt: Date.now() + expiresInSeconds * 1000 };
}

/** The held proof while it lasts; undefined once it has expired or was dropped. */
export function heldParentProof(): string | undefined {
  if (held && Date.now() >= held.expiresAt) held = undefined;
  return held?.proof;
}

/** Drops the proof: a child takes the device, or the parent signs out. */
export function forgetParentProof(): void {
  held = undefined;
}

const asking = new Map<ParentProofKind, Promise<boolean>>();

/**
 * Asks the parent to confirm once for however many calls were refused at the same time: the calls that hit the
 * refusal while the prompt is open wait for the same answer. A failed ask counts as cancelled.
 */
export function askForParentProof(
  kind: ParentProofKind,
  ask: (kind: ParentProofKind) => Promise<boolean>,
): Promise<boolean> {
  let pending = asking.get(kind);
  if (!pending) {
    pending = ask(kind)
      .catch(() => false)
      .finally(() => asking.delete(kind));
    asking.set(kind, pending);
  }
  return pending;
}
