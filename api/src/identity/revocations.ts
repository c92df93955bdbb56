import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The accounts' last sign-outs (decision 0007): the API refuses an access token whose session began before its
 * account's. Kept in the database and read on every signed-in request, so a second instance refuses a
 * signed-out token as soon as the first has answered the sign-out: a primary-key look-up costs about as much as
 * the request's other queries (docs/OPERATIONS.md gives the figures).
 */
export interface TokenRevocations {
  /** The second (Unix time) before which the account's sessions are over; 0 when it never signed out. */
  revokedBefore(accountId: string): Promise<number>;
  /** Ends the account's sessions begun before `second`; a later sign-out is never moved back. */
  record(accountId: string, second: number): Promise<void>;
}

const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const toIso = (second: number) => new Date(second * 1000).toISOString();

/**
 * The second a sign-out made now ends the sessions before. Tokens carry whole seconds, so a session begun in the
 * same second as the sign-out cannot be told from one begun just after it: it is let through, so that signing in
 * again right after a sign-out always works (only a token under a second old at the sign-out outlives it).
 */
export const signOutSecond = (now = Date.now()) => Math.floor(now / 1000);

export function tokenRevocations(db: Kysely<Database>): TokenRevocations {
  return {
    async revokedBefore(accountId) {
      const row = await db
        .selectFrom('token_revocations')
        .select('revoked_before')
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return row ? toSecond(row.revoked_before) : 0;
    },
    async record(accountId, second) {
      // ISO-8601 strings of whole seconds compare in time order, so the later of two sign-outs wins on either
      // database, however the two writes interleave.
      await db
        .insertInto('token_revocations')
        .values({ account_id: accountId, revoked_before: toIso(second) })
        .onConflict((conflict) =>
          conflict
            .column('account_id')
            .doUpdateSet({ revoked_before: (eb) => eb.ref('excluded.revoked_before') })
            .where('token_revocations.revoked_before', '<', (eb) => eb.ref('excluded.revoked_before')),
        )
        .execute();
    },
  };
}
