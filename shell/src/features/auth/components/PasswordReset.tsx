import { useEffect, useState } from 'react';
import { selectLoginError, selectUserLoading, useAppSelector } from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import {
  emptyNewPassword,
  newPasswordFields,
  newPasswordMessages,
  resetRequestFields,
  resetRequestMessages,
  type NewPasswordValues,
  type ResetRequestValues,
} from '../model/authForms';
import { useAuthActions } from '../model/useAuthActions';
import { usePasswordReset } from '../model/usePasswordReset';
import { NewPasswordFields } from './NewPasswordFields';
import { Note } from './AuthModal.styles';

interface StepProps {
  /** Back to the sign-in form without a new password. */
  onBack: () => void;
}

function ResetCodeForm({
  email,
  onSent,
  onBack,
}: StepProps & { email: string; onSent: (email: string) => void }) {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { requestPasswordReset } = usePasswordReset();
  const { register, handleSubmit, formState, setFocus } = useContractForm<
    typeof resetRequestFields,
    ResetRequestValues
  >(resetRequestFields, resetRequestMessages, { defaultValues: { email } });

  // The link that opened this step is gone: the address is where the learner goes on.
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(async ({ email: address }) => {
    if (await requestPasswordReset(address)) onSent(address);
  });

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Reset Password" noValidate>
      <Stack $gap="md">
        <Note>Enter the e-mail you sign in with. We will send you a code to choose a new password.</Note>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          required
          error={formState.errors.email?.message}
          {...register('email')}
        />
        {error && <ErrorText>{error}</ErrorText>}
        <Button type="submit" fullWidth loading={loading}>
          Send code
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={loading}>
          Back to Sign In
        </Button>
      </Stack>
    </form>
  );
}

function NewPasswordForm({ email, onBack, onChanged }: StepProps & { email: string; onChanged: () => void }) {
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const { requestPasswordReset, confirmPasswordReset } = usePasswordReset();
  const { continueSignedIn } = useAuthActions();
  const { register, handleSubmit, formState, setFocus, watch } = useContractForm<
    typeof newPasswordFields,
    NewPasswordValues
  >(newPasswordFields, newPasswordMessages, { defaultValues: emptyNewPassword });
  const { errors } = formState;
  const values = watch();
  // Both requests busy the form; the spinner goes on the button that started one.
  const [resending, setResending] = useState(false);

  useEffect(() => setFocus('code'), [setFocus]);

  // Signed in with the new password while other devices could not be signed out: the message says so above.
  const [othersOpen, setOthersOpen] = useState(false);

  const submit = handleSubmit(async ({ code, password }) => {
    setResending(false);
    const outcome = await confirmPasswordReset(email, code, password);
    if (outcome === 'changed') onChanged();
    else if (outcome === 'others-still-signed-in') setOthersOpen(true);
  });

  const resend = async () => {
    setResending(true);
    if (await requestPasswordReset(email, true)) setFocus('code');
  };

  if (othersOpen)
    return (
      <Button fullWidth onClick={continueSignedIn} autoFocus>
        Continue
      </Button>
    );

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="New Password" noValidate>
      <Stack $gap="md">
        {error && <ErrorText>{error}</ErrorText>}
        <Note>
          Resetting the password for <strong>{email}</strong>
        </Note>
        <TextField
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.code?.message}
          {...register('code')}
        />
        <NewPasswordFields
          labels={{ password: 'New password', confirmation: 'Confirm new password' }}
          values={values}
          errors={{ password: errors.password?.message, confirmation: errors.confirmation?.message }}
          fields={{ password: register('password'), confirmation: register('confirmation') }}
        />
        <Button type="submit" fullWidth loading={loading && !resending} disabled={loading}>
          Set new password
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => void resend()}
          loading={loading && resending}
          disabled={loading}
        >
          Send a new code
        </Button>
        <Button variant="ghost" onClick={onBack} disabled={loading}>
          Back to Sign In
        </Button>
      </Stack>
    </form>
  );
}

export interface PasswordResetProps extends StepProps {
  /** The address typed into the sign-in form, to start from. */
  email: string;
  /** The password is changed (and a sign-in with it was tried). */
  onChanged: () => void;
}

/**
 * 'Forgot password?': a code e-mailed to the address, then the code and a new password by the sign-up's rules.
 * Nothing here tells whether the address has an account.
 */
export function PasswordReset({ email, onBack, onChanged }: PasswordResetProps) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  return codeSentTo === null ? (
    <ResetCodeForm email={email} onSent={setCodeSentTo} onBack={onBack} />
  ) : (
    <NewPasswordForm email={codeSentTo} onBack={onBack} onChanged={onChanged} />
  );
}
