import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
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

/** A family's settings row before anything is chosen. */
const newSettings = (accountId: string, updated_at: string): FamilySettingsTable => ({
  account_id: accountId,
  pin_hash: null,
  weekly_summary: 0,
  weekly_summary_since: null,
  time_zone: 'UTC',
  pin_failures: 0,
  pin_locked_until: null,
  updated_at,
});

/**
 * Writes some of the family's settings, creating its row on first use. The weekly summary's switch is not one of
 * them: only saveWeeklySummary writes it, always with the time it was switched on.
 */
export async function saveSettings(
  db: Kysely<Database>,
  accountId: string,
  changes: Partial<Pick<FamilySettingsTable, 'pin_hash' | 'time_zone' | 'pin_failures' | 'pin_locked_until'>>,
): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('family_settings')
    .values({ ...newSettings(accountId, updated_at), ...changes })
    .onConflict((conflict) => conflict.column('account_id').doUpdateSet({ ...changes, updated_at }))
    .execute();
}

/**
 * Switches the weekly summary on or off. Switching it on records when, since no week that ended before is mailed;
 * switching on a summary that is on already keeps that time (in one upsert), so a second click delays nothing.
 */
export async function saveWeeklySummary(
  db: Kysely<Database>,
  accountId: string,
  enabled: boolean,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  if (!enabled) {
    await db
      .insertInto('family_settings')
      .values(newSettings(accountId, at))
      .onConflict((conflict) =>
        conflict
          .column('account_id')
          .doUpdateSet({ weekly_summary: 0, weekly_summary_since: null, updated_at: at }),
      )
      .execute();
    return;
  }
  await db
    .insertInto('family_settings')
    .values({ ...newSettings(accountId, at), weekly_summary: 1, weekly_summary_since: at })
    .onConflict((conflict) =>
      conflict.column('account_id').doUpdateSet((eb) => ({
        weekly_summary: 1,
        weekly_summary_since: eb
          .case()
          .when('family_settings.weekly_summary', '=', 1)
          .then(eb.ref('family_settings.weekly_summary_since'))
          .else(eb.ref('excluded.weekly_summary_since'))
          .end(),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

/** Wrong PIN tries in a row before the PIN is locked; four digits then take weeks of guessing. */
export const PIN_FAILURES_MAX = 5;
export const PIN_LOCK_SECONDS = 15 * 60;

/**
 * 409 when no PIN is set, 429 while it is locked, 403 when this is not it. Each check first takes a try in one
 * conditional UPDATE, which also locks the PIN when it takes the last one, so concurrent guesses on any
 * instance get no more than PIN_FAILURES_MAX tries; a right PIN gives them back and lifts the lock. A lock
 * that ran out starts the count again. A wrong PIN that leaves one try says so, and the one that locks says
 * for how long: a family should not meet the lock unwarned.
 */
export async function verifyPin(db: Kysely<Database>, accountId: string, pin: string): Promise<void> {
  const now = new Date();
  const failures = sql<number>`case when pin_locked_until is not null then 1 else pin_failures + 1 end`;
  const lockUntil = new Date(now.getTime() + PIN_LOCK_SECONDS * 1000).toISOString();
  const taken = await db
    .updateTable('family_settings')
    .set({
      pin_failures: failures,
      pin_locked_until: sql<
        string | null
      >`case when ${failures} >= ${PIN_FAILURES_MAX} then ${lockUntil} else null end`,
    })
    .where('account_id', '=', accountId)
    .where('pin_hash', 'is not', null)
    .where((eb) =>
      eb.or([eb('pin_locked_until', 'is', null), eb('pin_locked_until', '<=', now.toISOString())]),
    )
    .returning(['pin_hash', 'pin_failures'])
    .executeTakeFirst();
  if (!taken?.pin_hash) {
    const settings = await familySettings(db, accountId);
    if (!settings?.pin_hash) throw new HttpError(409, familyMessages.pinNotSet);
    const seconds = Math.max(
      1,
      Math.ceil((Date.parse(settings.pin_locked_until ?? '') - now.getTime()) / 1000),
    );
    throw new HttpError(429, familyMessages.pinLocked(PIN_FAILURES_MAX, Math.ceil(seconds / 60)), seconds);
  }
  if (!(await pinMatches(pin, taken.pin_hash))) {
    const triesLeft = PIN_FAILURES_MAX - taken.pin_failures;
    if (triesLeft <= 0) throw forbidden(familyMessages.pinLocked(PIN_FAILURES_MAX, PIN_LOCK_SECONDS / 60));
    throw forbidden(
      triesLeft === 1 ? familyMessages.pinLastTry(PIN_LOCK_SECONDS / 60) : familyMessages.pinWrong,
    );
  }
  await db
    .updateTable('family_settings')
    .set({ pin_failures: 0, pin_locked_until: null })
    .where('account_id', '=', accountId)
    .execute();
}
