import { useState } from 'react';
import { NAME_MAX, type ProfileData } from 'shared-contract';
import { selectProfileUpdate, useAppSelector, useUpdateUserDataMutation } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, SuccessText, Switch, TextField } from 'shared-ui';
import {
  profileFields,
  profileFormMessages,
  profileValuesOf,
  type ProfileValues,
} from '../model/profileForm';

export const PROFILE_UPDATED = 'Profile updated successfully!';

/** The editable profile: names and switches; the e-mail is shown but cannot change here. */
export function ProfileForm({ profile, email }: { profile: ProfileData; email: string }) {
  const [updateProfile] = useUpdateUserDataMutation();
  const status = useAppSelector(selectProfileUpdate);
  // The update state is kept in the store across visits: only report on a save made on this visit.
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, formState } = useContractForm<typeof profileFields, ProfileValues>(
    profileFields,
    profileFormMessages,
    { defaultValues: profileValuesOf(profile) },
  );
  const { errors } = formState;

  const submit = handleSubmit(({ FirstName, LastName, UserName, PublicProfile, LFG }) => {
    setSaved(true);
    void updateProfile({
      userId: profile.UserID,
      firstName: FirstName.trim(),
      lastName: LastName.trim(),
      userName: UserName.trim(),
      publicProfile: PublicProfile,
      LFG,
    });
  });

  const updating = saved && status.updating;
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Profile" noValidate>
      <Stack $gap="md">
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX}
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX}
          error={errors.LastName?.message}
          {...register('LastName')}
        />
        <TextField
          label="Username"
          autoComplete="nickname"
          maxLength={NAME_MAX}
          error={errors.UserName?.message}
          {...register('UserName')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          hint="Your e-mail address cannot be changed here."
        />
        <Switch label="Public profile" {...register('PublicProfile')} />
        <Switch label="Looking for group (LFG)" {...register('LFG')} />
        <div>
          <Button type="submit" loading={updating}>
            Save Changes
          </Button>
          {saved && !status.updating && status.updated && <SuccessText>{PROFILE_UPDATED}</SuccessText>}
          {saved && !status.updating && status.error && <ErrorText>{status.error}</ErrorText>}
        </div>
      </Stack>
    </form>
  );
}
