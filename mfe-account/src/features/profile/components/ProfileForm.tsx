import { useState, type FormEvent } from 'react';
import type { ProfileData } from 'shared-contract';
import { selectProfileUpdate, useAppSelector, useUpdateUserDataMutation } from 'shared-platform';
import { Button, ErrorText, Stack, SuccessText, Switch, TextField } from 'shared-ui';

export const PROFILE_UPDATED = 'Profile updated successfully!';

/** The editable profile: names and switches; the e-mail is shown but cannot change here. */
export function ProfileForm({ profile, email }: { profile: ProfileData; email: string }) {
  const [updateProfile] = useUpdateUserDataMutation();
  const status = useAppSelector(selectProfileUpdate);
  // The update state is kept in the store across visits: only report on a save made on this visit.
  const [saved, setSaved] = useState(false);
  const [fields, setFields] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    userName: profile.userName,
    publicProfile: profile.publicProfile,
    LFG: profile.LFG,
  });
  const setText = (key: 'firstName' | 'lastName' | 'userName') => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));
  const setFlag = (key: 'publicProfile' | 'LFG') => (event: { target: { checked: boolean } }) =>
    setFields((current) => ({ ...current, [key]: event.target.checked }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(true);
    void updateProfile({
      userId: profile.UserID,
      ...fields,
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      userName: fields.userName.trim(),
    });
  };

  const updating = saved && status.updating;
  return (
    <form onSubmit={submit} aria-label="Profile">
      <Stack $gap="md">
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          maxLength={100}
          value={fields.firstName}
          onChange={setText('firstName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          maxLength={100}
          value={fields.lastName}
          onChange={setText('lastName')}
        />
        <TextField
          label="Username"
          name="userName"
          autoComplete="nickname"
          maxLength={100}
          value={fields.userName}
          onChange={setText('userName')}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          hint="Your e-mail address cannot be changed here."
        />
        <Switch
          label="Public profile"
          name="publicProfile"
          checked={fields.publicProfile}
          onChange={setFlag('publicProfile')}
        />
        <Switch label="Looking for group (LFG)" name="LFG" checked={fields.LFG} onChange={setFlag('LFG')} />
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
