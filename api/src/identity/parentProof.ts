import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** How the parent proved themselves: the family PIN, or the account's password just entered again. */
export type ParentProofMethod = 'pin' | 'password';

export interface MintedProof {
  parentProof: string;
  expiresInSeconds: number;
}

/**
 * Parent proofs (decision 0026): while a family has child profiles, its parent-only calls need one. A proof is
 * `v1.<method>.<issued ms>.<HMAC>` over the account, the method and the time, so it is bound to the account and
 * cannot be made or stretched without the server's key; it lasts `minutes`. The database keeps when the last one
 * was minted and when a child profile first acted after that: a proof older than a child's act is refused.
 */
export interface ParentProofs {
  /** A proof for the account, recorded as its latest. */
  mint(accountId: string, method: ParentProofMethod): Promise<MintedProof>;
  /** How the proof was earned, when it is the account's, unexpired and younger than its children's last act. */
  verify(accountId: string, proof: string): Promise<ParentProofMethod | null>;
  /** A child profile of the account acts: proofs minted before now stop working. */
  childActed(accountId: string): Promise<void>;
  /** Whether the account has child profiles (without, the parent is the account's only learner). */
  hasChildren(accountId: string): Promise<boolean>;
}

const METHODS: Record<string, ParentProofMethod> = { p: 'pin', w: 'password' };
const CODES: Record<ParentProofMethod, string> = { pin: 'p', password: 'w' };
const PROOF = /^v1\.([pw])\.(\d{13})\.([\w-]{43})$/;
/** A child profile's request this soon after a proof was minted was sent before the parent took the device back. */
export const HAND_BACK_GRACE_MS = 5_000;
/** A proof issued this far ahead of this host's clock (another instance's clock) is still taken. */
const CLOCK_SKEW_MS = 30_000;

/** Signs proofs with a key of their own, derived from the app's secret (a proof never passes for a file link). */
export function parentProofSigner(secret: string) {
  const key = createHmac('sha256', secret).update('parent-proof/v1').digest();
  const signature = (accountId: string, code: string, issuedAt: number) =>
    createHmac('sha256', key).update(`${accountId}\n${code}\n${issuedAt}`).digest('base64url');
  return {
    signature,
    proof: (accountId: string, method: ParentProofMethod, issuedAt: number) =>
      `v1.${CODES[method]}.${issuedAt}.${signature(accountId, CODES[method], issuedAt)}`,
  };
}

export function parentProofs(
  db: Kysely<Database>,
  secret: string,
  minutes: number,
  now: () => number = Date.now,
): ParentProofs {
  const signer = parentProofSigner(secret);
  const lifetimeMs = minutes * 60_000;

  const checkRow = (accountId: string) =>
    db
      .selectFrom('parent_checks')
      .select(['proof_issued_at', 'child_acted_at'])
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  return {
    async mint(accountId, method) {
      const issuedAt = now();
      const iso = new Date(issuedAt).toISOString();
      await db
        .insertInto('parent_checks')
        .values({ account_id: accountId, proof_issued_at: iso, child_acted_at: null })
        .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ proof_issued_at: iso }))
        .execute();
      return {
        parentProof: signer.proof(accountId, method, issuedAt),
        expiresInSeconds: Math.floor(lifetimeMs / 1000),
      };
    },

    async verify(accountId, proof) {
      const match = PROOF.exec(proof);
      if (!match) return null;
      const [, code = '', issued = '', signature = ''] = match;
      const issuedAt = Number(issued);
      const expected = Buffer.from(signer.signature(accountId, code, issuedAt));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const age = now() - issuedAt;
      if (age >= lifetimeMs || age < -CLOCK_SKEW_MS) return null;
      const row = await checkRow(accountId);
      if (row?.child_acted_at && issuedAt <= Date.parse(row.child_acted_at)) return null;
      return METHODS[code] ?? null;
    },

    async childActed(accountId) {
      const row = await checkRow(accountId);
      // Written only when a proof was minted since the last child act: a child learning all afternoon reads here.
      if (!row || (row.child_acted_at !== null && row.child_acted_at >= row.proof_issued_at)) return;
      // What the child's page sent just before the parent took the device back (a video position, a draft)
      // arrives after the proof: it is not the child acting after the hand-back.
      if (now() - Date.parse(row.proof_issued_at) < HAND_BACK_GRACE_MS) return;
      await db
        .updateTable('parent_checks')
        .set({ child_acted_at: new Date(now()).toISOString() })
        .where('account_id', '=', accountId)
        .execute();
    },

    async hasChildren(accountId) {
      const row = await db
        .selectFrom('child_profiles')
        .select('profile_id')
        .where('account_id', '=', accountId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
