import { useRef, useState, type FormEvent } from 'react';
import {
  selectConfirmSignUpEmail,
  selectLoginError,
  selectUserLoading,
  toggleConfirmSignUp,
  useAppDispatch,
  useAppSelector,
} from 'shared-platform';
import { Button, ErrorText, Stack, TextField } from 'shared-ui';
import { clearPendingSignUp } from '../model/pendingSignUp';
import { useAuthActions } from '../model/useAuthActions';

export function ConfirmSignUpForm() {
  const dispatch = useAppDispatch();
  const loading = useAppSelector(selectUserLoading);
  const error = useAppSelector(selectLoginError);
  const email = useAppSelector(selectConfirmSignUpEmail);
  const { confirmSignUp, resendSignUpCode } = useAuthActions();
  const [code, setCode] = useState('');
  const codeField = useRef<HTMLInputElement>(null);
  // Both requests busy the form; the spinner goes on the button that started one.
  const [resending, setResending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResending(false);
    void confirmSignUp(code.trim());
  };

  // Sent: the learner's next step is typing the new code.
  const resend = async () => {
    setResending(true);
    if (await resendSignUpCode()) codeField.current?.focus();
  };

  const startOver = () => {
    clearPendingSignUp();
    dispatch(toggleConfirmSignUp(''));
  };

  return (
    <form onSubmit={submit} aria-label="Confirm Sign Up">
      <Stack $gap="md">
        {error && <ErrorText>{error}</ErrorText>}
        <p>
          Confirming <strong>{email}</strong>
        </p>
        <TextField
          label="Confirmation code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          ref={codeField}
          value={code}
          onChange={(event) => setCode(event.target.value)}
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
