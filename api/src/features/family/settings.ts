import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import type { Kysely } from 'kysely';
import { familyMessages } from 'shared-contract';
import type { Database, FamilySettingsTable } from '../../db/schema';
import { forbidden, HttpError } from '../../http/errors';

const KEY_LENGTH = 32;

const derive = (pin: BinaryLike, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(pin, salt, KEY_LENGTH, (error, key) => (error ? reject(error) : resolve(key))),
  );

/** scrypt with a random salt: a stolen database does not give the four digits away by a lookup table. */
export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(pin, salt)).toString('base64url')}`;
}

export async function pinMatches(pin: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await derive(pin, Buffer.from(salt, 'base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function familySettings(
  db: Kysely<Database>,
  accountId: string,
): Promise<FamilySettingsTable | undefined> {
  return db.selectFrom('family_settings').selectAll().where('account_id', '=', accountId).executeTakeFirst();
}

/** Writes some of the family's settings, creating its row on first use. */
export async function saveSettings(
  db: Kysely<Database>,
  accountId: string,
  changes: Partial<Pick<FamilySettingsTable, 'pin_hash' | 'weekly_summary' | 'time_zone'>>,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('family_settings')
    .values({
      account_id: accountId,
      pin_hash: null,
      weekly_summary: 0,
      time_zone: 'UTC',
      ...changes,
      updated_at,
    })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ ...changes, updated_at }))
    .execute();
}

/** 409 when no PIN is set, 403 when this is not it. */
export async function verifyPin(db: Kysely<Database>, accountId: string, pin: string): Promise<void> {
  const stored = (await familySettings(db, accountId))?.pin_hash;
  if (!stored) throw new HttpError(409, familyMessages.pinNotSet);
  if (!(await pinMatches(pin, stored))) throw forbidden(familyMessages.pinWrong);
}
