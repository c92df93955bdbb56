import { builtSchema, NAME_MAX, updateUserDataRequest, type ProfileData } from 'shared-contract';
import * as z from 'shared-contract/zod';
import type { FormMessages } from 'shared-events/forms';

/** The profile form's fields, checked by the profile update request's own rules (the user id is the session's). */
export const profileFields = z.omit(builtSchema(updateUserDataRequest), { UserID: true });

export type ProfileValues = z.input<typeof profileFields>;

export const profileValuesOf = (profile: ProfileData): ProfileValues => ({
  FirstName: profile.firstName,
  LastName: profile.lastName,
  UserName: profile.userName,
  PublicProfile: profile.publicProfile,
  LFG: profile.LFG,
});

const tooLong = (label: string) => ({ tooLong: `${label} must be at most ${NAME_MAX} characters` });

/**
 * How the form words what the contract refuses. The spec words no field message; the one a learner can meet
 * is a name over the limit, e.g. a username first taken from an account name longer than a profile's.
 */
export const profileFormMessages: FormMessages<ProfileValues> = {
  FirstName: tooLong('Your first name'),
  LastName: tooLong('Your last name'),
  UserName: tooLong('Your username'),
};
