import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { CHILD_PROFILES_MAX, familyMessages, type ParsedRequestOf, type WireBodyOf } from 'shared-contract';
import type { ChildProfilesTable, Database } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { ProfileLookup } from '../../identity/identity';
import { catalogChanged } from '../catalog/catalogChanges';
import { saveSettings } from './settings';

type WireProfile = WireBodyOf<'addChildProfile'>;

/** Tables whose rows belong to one learner, by their user_id column. */
type LearnerTable = {
  [Table in keyof Database]: 'user_id' extends keyof Database[Table] ? Table : never;
}[keyof Database];

/**
 * Every table keyed by a learner, each listed once: the compiler refuses a table with a user_id column that is
 * missing here, so removing a profile cannot leave a new kind of per-learner row behind.
 */
const learnerTables: Record<LearnerTable, true> = {
  reviews: true,
  enrollments: true,
  completed_steps: true,
  user_profiles: true,
  blog_comments: true,
  payments: true,
  exercise_progress: true,
  exercise_attempts: true,
  certificates: true,
  weekly_goals: true,
  video_positions: true,
  lesson_reads: true,
};
export const LEARNER_TABLES = Object.keys(learnerTables) as LearnerTable[];

const toProfile = (row: Selectable<ChildProfilesTable>): WireProfile => ({
  profileId: row.profile_id,
  name: row.name,
  avatar: row.avatar as WireProfile['avatar'],
  birthYear: row.birth_year,
});

/** Whether the profile is one of the account's children: the check behind the learner-profile header. */
export function childProfileLookup(db: Kysely<Database>): ProfileLookup {
  return async (accountId, profileId) => {
    const row = await db
      .selectFrom('child_profiles')
      .select('profile_id')
      .where('profile_id', '=', profileId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row !== undefined;
  };
}

export const profileRows = (db: Kysely<Database>, accountId: string) =>
  db
    .selectFrom('child_profiles')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('profile_id')
    .execute();

/** The account's child profiles, oldest first. */
export async function listProfiles(db: Kysely<Database>, accountId: string): Promise<WireProfile[]> {
  return (await profileRows(db, accountId)).map(toProfile);
}

/**
 * Adds a child profile with an id made here. The transaction first writes the family's settings row, which
 * holds the other adds of the same family back (a row lock on PostgreSQL, SQLite's one writer), so two quick
 * submits cannot both pass CHILD_PROFILES_MAX.
 */
export async function addProfile(
  db: Kysely<Database>,
  accountId: string,
  input: ParsedRequestOf<'addChildProfile'>,
): Promise<WireProfile> {
  return db.transaction().execute(async (trx) => {
    await saveSettings(trx, accountId, {});
    const { count } = await trx
      .selectFrom('child_profiles')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= CHILD_PROFILES_MAX) throw new HttpError(409, familyMessages.tooManyProfiles);
    const row = {
      profile_id: randomUUID(),
      account_id: accountId,
      name: input.name,
      avatar: input.avatar,
      birth_year: input.birthYear,
      created_at: new Date().toISOString(),
    };
    await trx.insertInto('child_profiles').values(row).execute();
    return toProfile(row);
  });
}

/** Renames a child or changes its avatar or birth year; 404 for a profile that is not this family's. */
export async function updateProfile(
  db: Kysely<Database>,
  accountId: string,
  input: ParsedRequestOf<'updateChildProfile'>,
): Promise<WireProfile> {
  const row = await db
    .updateTable('child_profiles')
    .set({ name: input.name, avatar: input.avatar, birth_year: input.birthYear })
    .where('profile_id', '=', input.profileId)
    .where('account_id', '=', accountId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(familyMessages.profileNotFound);
  return toProfile(row);
}

/**
 * Deletes the profile and every row keyed by its learner key (progress, attempts, its free trial) in one
 * transaction: deletion really deletes. 404 for a profile that is not this family's, and nothing changes.
 */
export async function removeProfile(
  db: Kysely<Database>,
  accountId: string,
  profileId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('child_profiles')
      .where('profile_id', '=', profileId)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) !== 1) throw notFound(familyMessages.profileNotFound);
    for (const table of LEARNER_TABLES)
      await trx.deleteFrom(table).where('user_id', '=', profileId).execute();
  });
  // Its enrolments, reviews and comments may be in any public answer.
  catalogChanged();
}
