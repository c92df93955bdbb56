import type { ProfileData } from 'shared-contract';
import type { UserInfo } from './userSlice';

/**
 * The name a signed-in learner's reviews and comments are shown under, as the API picks it from the account:
 * the profile's user name, else first and last name, else the account's name. Forms show it locked (cut to
 * their limit with displayName), so what the learner sees is what gets posted.
 */
export function accountNameOf(profile: ProfileData | null, userInfo: UserInfo | null): string {
  const candidates = [
    profile?.userName,
    profile && `${profile.firstName} ${profile.lastName}`,
    userInfo?.attributes.name,
  ];
  return candidates.map((name) => name?.trim()).find((name) => !!name) ?? '';
}
