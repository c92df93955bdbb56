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
import { authModalTitle, closeAuthModal } from '../model/authDialog';
import { useAuthActions } from '../model/useAuthActions';
import { ConfirmSignUpForm } from './ConfirmSignUpForm';
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

/** The sign-in / sign-up modal over any page (spec §2): closes by the x button, Escape or a click outside. */
export function AuthModal() {
  const dispatch = useAppDispatch();
  const isOpen = useAppSelector(selectIsModalOpen);
  const signInForm = useAppSelector(selectSignInForm);
  const confirming = useAppSelector(selectConfirmSignUp);
  const message = useAppSelector(selectModalMessage);

  return (
    <Modal
      isOpen={isOpen}
      onClose={() => closeAuthModal(dispatch)}
      title={authModalTitle(confirming, signInForm)}
      size="sm"
    >
      <Stack $gap="md">
        {message && <Message role="status">{message}</Message>}
        {confirming ? <ConfirmSignUpForm /> : signInForm ? <SignInForm /> : <SignUpForm />}
        {!confirming && <GoogleSignIn />}
        {!confirming && (
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
