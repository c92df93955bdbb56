import { useId } from 'react';
import { ACCOUNT_NAME_MAX, PASSWORD_MAX } from 'shared-contract';
import { selectLoginError, selectUserLoading, useAppSelector, useContractForm } from 'shared-platform';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import {
  emptySignUp,
  PASSWORD_MISMATCH,
  signUpFields,
  signUpMessages,
  type SignUpValues,
} from '../model/authForms';
import { useAuthActions } from '../model/useAuthActions';
import { PasswordRules } from './PasswordRules';

export function SignUpForm() {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { signUp } = useAuthActions();
  const rulesId = useId();
  // A field is checked once left, so a wrong address says why Sign Up stays disabled.
  const { register, handleSubmit, formState, watch } = useContractForm<typeof signUpFields, SignUpValues>(
    signUpFields,
    signUpMessages,
    { defaultValues: emptySignUp, mode: 'onTouched', reValidateMode: 'onChange' },
  );
  const { errors } = formState;
  const values = watch();
  const ready = signUpFields.safeParse(values).success;
  const mismatch = values.confirmation !== '' && values.confirmation !== values.password;

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
        <Stack $gap="xs">
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={PASSWORD_MAX}
            aria-describedby={rulesId}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordRules id={rulesId} password={values.password} />
        </Stack>
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
          error={mismatch ? PASSWORD_MISMATCH : errors.confirmation?.message}
          {...register('confirmation')}
        />
        <Button type="submit" fullWidth loading={loading} disabled={!ready}>
          Sign Up
        </Button>
      </Stack>
    </form>
  );
}
