import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { asTyped } from '../../http/userText';
import type { AuthUser } from '../../identity/verifyToken';

/**
 * The name the signed-in learner's posts are shown under, from their account, never from the request: the
 * profile's user name (created at sign-in from the account's name, editable on the profile page), else their
 * first and last name, else the name the token carries. Undefined when the account has none of these.
 */
export async function accountName(db: Kysely<Database>, user: AuthUser): Promise<string | undefined> {
  const profile = await db
    .selectFrom('user_profiles')
    .select(['user_name', 'first_name', 'last_name'])
    .where('user_id', '=', user.sub)
    .executeTakeFirst();
  const candidates = [profile?.user_name, profile && `${profile.first_name} ${profile.last_name}`, user.name];
  // Names are typed by the learner (sign-up, the profile page): cleaned as every shown text is.
  return candidates.map((name) => name && asTyped(name)).find((name) => !!name);
}
