import { selectLoginError, selectUserLoading, useAppSelector } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { signInFields, signInMessages, type SignInValues } from '../model/authForms';
import { useAuthActions } from '../model/useAuthActions';
import { ForgotLine, LinkButton } from './AuthModal.styles';

export interface SignInFormProps {
  /** Opens the password reset, from the address typed so far. */
  onForgotPassword: (email: string) => void;
}

export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { signIn } = useAuthActions();
  const { register, handleSubmit, formState, getValues } = useContractForm<typeof signInFields, SignInValues>(
    signInFields,
    signInMessages,
    { defaultValues: { email: '', password: '' } },
  );
  const { errors } = formState;

  const submit = handleSubmit(({ email, password }) => {
    void signIn(email, password);
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Sign In" noValidate>
      <Stack $gap="md">
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <ForgotLine>
          <LinkButton
            type="button"
            disabled={loading}
            onClick={() => onForgotPassword(getValues('email').trim())}
          >
            Forgot password?
          </LinkButton>
        </ForgotLine>
        {error && <ErrorText>{error}</ErrorText>}
        <Button type="submit" fullWidth loading={loading}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
