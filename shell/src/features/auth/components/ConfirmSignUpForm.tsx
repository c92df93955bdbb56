import { useState } from 'react';
import {
  selectConfirmSignUpEmail,
  selectLoginError,
  selectUserLoading,
  toggleConfirmSignUp,
  useAppDispatch,
  useAppSelector,
} from 'shared-events';
import { useContractForm } from 'shared-events/forms';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { confirmSignUpFields, confirmSignUpMessages, type ConfirmSignUpValues } from '../model/authForms';
import { clearPendingSignUp } from '../model/pendingSignUp';
import { useAuthActions } from '../model/useAuthActions';

export function ConfirmSignUpForm() {
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const email = useAppSelector(selectConfirmSignUpEmail);
  const { confirmSignUp, resendSignUpCode } = useAuthActions();
  const { register, handleSubmit, formState, setFocus } = useContractForm<
    typeof confirmSignUpFields,
    ConfirmSignUpValues
  >(confirmSignUpFields, confirmSignUpMessages, { defaultValues: { code: '' } });
  // Both requests busy the form; the spinner goes on the button that started one.
  const [resending, setResending] = useState(false);

  const submit = handleSubmit(({ code }) => {
    setResending(false);
    void confirmSignUp(code);
  });

  // Sent: the learner's next step is typing the new code.
  const resend = async () => {
    setResending(true);
    if (await resendSignUpCode()) setFocus('code');
  };

  const startOver = () => {
    clearPendingSignUp();
    dispatch(toggleConfirmSignUp(''));
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Confirm Sign Up" noValidate>
      <Stack $gap="md">
        {error && <ErrorText>{error}</ErrorText>}
        <p>
          Confirming <strong>{email}</strong>
        </p>
        <TextField
          label="Confirmation code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" fullWidth loading={loading && !resending} disabled={loading}>
          Confirm
        </Button>
        <Button
          variant="secondary"
          fullWidth
          onClick={() => void resend()}
          loading={loading && resending}
          disabled={loading}
        >
          Resend code
        </Button>
        <Button variant="ghost" onClick={startOver} disabled={loading}>
          Use a different e-mail
        </Button>
      </Stack>
    </form>
  );
}
