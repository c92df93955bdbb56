import { useState } from 'react';
import {
  selectConfirmSignUp,
  selectIsModalOpen,
  selectModalMessage,
  selectSignInForm,
  selectUserLoading,
  toggleSignInForm,
  useAppDispatch,
  useAppSelector,
  useRuntimeConfig,
} from 'shared-events';
import { Button, Modal, Stack } from 'shared-ui';
import { authModalTitle, closeAuthModal, RESET_PASSWORD_TITLE } from '../model/authDialog';
import { useAuthActions } from '../model/useAuthActions';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
import { PasswordReset } from './PasswordReset';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { Divider, LinkButton, Message, SwitchLine } from './AuthModal.styles';

/** 'Continue with Google': only where a hosted sign-in domain is configured. */
function GoogleSignIn() {
  const { oauth } = useRuntimeConfig().identity;
  const loading = useAppSelector(selectUserLoading);
  const { signInWithGoogle } = useAuthActions();
  if (!oauth) return null;
  return (
    <>
      <Divider>or</Divider>
      <Button variant="secondary" fullWidth loading={loading} onClick={() => void signInWithGoogle()}>
        Continue with Google
      </Button>
    </>
  );
}

/**
 * The sign-in / sign-up modal over any page (spec §2), with the password reset from the sign-in form: closes by
 * the x button, Escape or a click outside.
 */
export function AuthModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsModalOpen);
  const signInForm = useAppSelector(selectSignInForm);
  const confirming = useAppSelector(selectConfirmSignUp);
  const message = useAppSelector(selectModalMessage);
  const { clearFeedback } = useAuthActions();
  /** The address a password reset started from; null while none is under way. */
  const [resetFrom, setResetFrom] = useState<string | null>(null);
  // A reset belongs to one visit of the dialog: opened again, it shows the sign-in form.
  if (!isOpen && resetFrom !== null) setResetFrom(null);
  const resetting = resetFrom !== null && !confirming;
  const backToSignIn = () => {
    clearFeedback();
    setResetFrom(null);
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => closeAuthModal(dispatch)}
      title={resetting ? RESET_PASSWORD_TITLE : authModalTitle(confirming, signInForm)}
      size="sm"
    >
      <Stack $gap="md">
        {message && <Message role="status">{message}</Message>}
        {resetting ? (
          <PasswordReset email={resetFrom} onBack={backToSignIn} onChanged={() => setResetFrom(null)} />
        ) : confirming ? (
          <ConfirmSignUpForm />
        ) : signInForm ? (
          <SignInForm
            onForgotPassword={(email) => {
              clearFeedback();
              setResetFrom(email);
            }}
          />
        ) : (
          <SignUpForm />
        )}
        {!confirming && !resetting && <GoogleSignIn />}
        {!confirming && !resetting && (
          <SwitchLine>
            {signInForm ? "Don't have an account? " : 'Already have an account? '}
            <LinkButton type="button" onClick={() => dispatch(toggleSignInForm())}>
              {signInForm ? 'Sign Up' : 'Sign In'}
            </LinkButton>
          </SwitchLine>
        )}
      </Stack>
    </Modal>
  );
}
