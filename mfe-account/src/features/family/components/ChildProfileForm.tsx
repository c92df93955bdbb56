import { childAvatars, childProfileRequest, type ChildProfile } from 'shared-contract';
import { apiErrorMessage, type ApiError } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, ProfileAvatar, Select, Stack, TextField } from 'shared-ui';
import { birthYearOptions, childProfileMessages, type ChildProfileValues } from '../model/profileForm';
import { Avatars, Choice, Choices } from './ChildProfileForm.styles';

export interface ChildProfileFormProps {
  /** The profile being edited; absent for a new one. */
  profile?: ChildProfile;
  submitLabel: string;
  saving: boolean;
  error?: ApiError | { message?: string };
  onSave: (values: { name: string; avatar: ChildProfile['avatar']; birthYear: number }) => Promise<boolean>;
  onCancel?: () => void;
}

/** A child profile's first name or nickname, avatar and birth year, checked with the contract's rules. */
export function ChildProfileForm({
  profile,
  submitLabel,
  saving,
  error,
  onSave,
  onCancel,
}: ChildProfileFormProps) {
  const { register, handleSubmit, formState, reset } = useContractForm<
    typeof childProfileRequest,
    ChildProfileValues
  >(childProfileRequest, childProfileMessages, {
    defaultValues: profile
      ? { name: profile.name, avatar: profile.avatar, birthYear: profile.birthYear }
      : { name: '', avatar: childAvatars[0] },
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    if ((await onSave(values)) && !profile) reset();
  });
  const prefix = profile ? `edit-${profile.profileId}` : 'new';

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={profile ? `Edit ${profile.name}'s profile` : 'Add a child profile'}
      noValidate
    >
      <Stack $gap="md">
        <TextField
          label="First name or nickname"
          hint="No surname needed. Only you and your child see it."
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <Avatars>
          <legend>Avatar</legend>
          <Choices role="radiogroup" aria-label="Avatar">
            {childAvatars.map((avatar) => (
              <Choice key={avatar} htmlFor={`${prefix}-avatar-${avatar}`}>
                <input
                  type="radio"
                  id={`${prefix}-avatar-${avatar}`}
                  value={avatar}
                  {...register('avatar')}
                />
                <ProfileAvatar avatar={avatar} />
                {avatar}
              </Choice>
            ))}
          </Choices>
          {errors.avatar?.message && <ErrorText>{errors.avatar.message}</ErrorText>}
        </Avatars>
        <Select
          label="Birth year"
          placeholder="Choose a year"
          options={birthYearOptions()}
          required
          error={errors.birthYear?.message}
          {...register('birthYear', { valueAsNumber: true })}
        />
        {error && <ErrorText>{apiErrorMessage(error as ApiError, 'Could not save the profile.')}</ErrorText>}
        <Stack $direction="row" $gap="sm">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </Stack>
      </Stack>
    </form>
  );
}
