import styled from 'styled-components';
import { ACCOUNT_NAME_MAX } from 'shared-contract';
import { selectLoginError, selectUserLoading, useAppSelector } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { emptySignUp, signUpFields, signUpMessages, type SignUpValues } from '../model/authForms';
import { useAuthActions } from '../model/useAuthActions';
import { NewPasswordFields } from './NewPasswordFields';

const ChildNote = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function SignUpForm() {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { signUp } = useAuthActions();
  // A field is checked once left, so a wrong address says why Sign Up stays disabled.
  const { register, handleSubmit, formState, watch } = useContractForm<typeof signUpFields, SignUpValues>(
    signUpFields,
    signUpMessages,
    { defaultValues: emptySignUp, mode: 'onTouched', reValidateMode: 'onChange' },
  );
  const { errors } = formState;
  const values = watch();
  const ready = signUpFields.safeParse(values).success;

  const submit = handleSubmit(({ email, name, password }) => {
    void signUp({ email, name, password });
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Sign Up" noValidate>
      <Stack $gap="md">
        {error && <ErrorText>{error}</ErrorText>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Name"
          autoComplete="name"
          required
          maxLength={ACCOUNT_NAME_MAX}
          error={errors.name?.message}
          {...register('name')}
        />
        <NewPasswordFields
          labels={{ password: 'Password', confirmation: 'Confirm Password' }}
          values={values}
          errors={{ password: errors.password?.message, confirmation: errors.confirmation?.message }}
          fields={{ password: register('password'), confirmation: register('confirmation') }}
        />
        <ChildNote data-testid="sign-up-children-note">
          Signing up for a child? Create the account yourself as the parent, then add a child profile on the
          Family page. A child profile keeps only a first name or nickname, an avatar, a birth year and the
          child&apos;s progress: no e-mail, no password, never shown to other users, seen only by you. You can
          delete it with all of its data at any time.
        </ChildNote>
        <Button type="submit" fullWidth loading={loading} disabled={!ready}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
