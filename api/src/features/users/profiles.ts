import type { Kysely, Selectable } from 'kysely';
import type { ParsedRequestOf, WireBodyOf } from 'shared-contract';
import type { Database, UserProfilesTable } from '../../db/schema';

type Profile = WireBodyOf<'registerUserData'>;

function toProfile(row: Selectable<UserProfilesTable>): Profile {
  return {
    UserID: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    userName: row.user_name,
    userEmail: row.user_email,
    publicProfile: row.public_profile === 1,
    LFG: row.lfg === 1,
    klaviyoProfileID: row.klaviyo_profile_id,
    referralLink: row.referral_link,
  };
}

export async function findProfile(db: Kysely<Database>, userId: string): Promise<Profile | undefined> {
  return (await findRecord(db, userId))?.profile;
}

/** The profile with whether its address is the identity provider's (migration 012). */
export async function findRecord(
  db: Kysely<Database>,
  userId: string,
): Promise<{ profile: Profile; emailChecked: boolean } | undefined> {
  const row = await db
    .selectFrom('user_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { profile: toProfile(row), emailChecked: row.email_checked === 1 };
}

/**
 * Creates the user's record on first sign-in, with `accountEmail`, the identity provider's address for the
 * account (the request's own is only checked against it). Later calls (every app start) change nothing and return
 * the stored record, so a profile edited since is never overwritten.
 */
export async function registerProfile(
  db: Kysely<Database>,
  input: ParsedRequestOf<'registerUserData'>,
  accountEmail: string,
): Promise<Profile> {
  const now = new Date().toISOString();
  await db
    .insertInto('user_profiles')
    .values({
      user_id: input.userId,
      user_email: accountEmail,
      email_checked: 1,
      // The sign-up form asks for one name; first and last name are the profile page's to fill in.
      first_name: '',
      last_name: '',
      user_name: input.userName,
      public_profile: 0,
      lfg: 0,
      klaviyo_profile_id: null,
      referral_link: input.referralLink,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
  const profile = await findProfile(db, input.userId);
  if (!profile) throw new Error(`user profile ${input.userId} vanished after insert`);
  return profile;
}

/** Sets the record's address to the identity provider's for the account; undefined when there is no record. */
export async function setAccountEmail(
  db: Kysely<Database>,
  userId: string,
  email: string,
): Promise<Profile | undefined> {
  await db
    .updateTable('user_profiles')
    .set({ user_email: email, email_checked: 1, updated_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .execute();
  return findProfile(db, userId);
}

/** Applies the profile page's edit; undefined when the user has no record yet. */
export async function updateProfile(
  db: Kysely<Database>,
  input: ParsedRequestOf<'updateUserData'>,
): Promise<Profile | undefined> {
  const result = await db
    .updateTable('user_profiles')
    .set({
      first_name: input.FirstName,
      last_name: input.LastName,
      user_name: input.UserName,
      public_profile: input.PublicProfile ? 1 : 0,
      lfg: input.LFG ? 1 : 0,
      updated_at: new Date().toISOString(),
    })
    .where('user_id', '=', input.UserID)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return undefined;
  return findProfile(db, input.UserID);
}
