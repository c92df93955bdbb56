import styled from 'styled-components';
import { childAvatars, childProfileRequest, type ChildProfile } from 'shared-contract';
import { apiErrorMessage, type ApiError } from 'shared-platform';
import { useContractForm } from 'shared-platform/forms';
import { Button, ErrorText, ProfileAvatar, Select, Stack, TextField } from 'shared-ui';
import { birthYearOptions, childProfileMessages, type ChildProfileValues } from '../model/profileForm';

const Avatars = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Choice = styled.label`
  position: relative;
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  padding: ${({ theme }) => theme.space.xxs};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.lg};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  text-transform: capitalize;
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

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
