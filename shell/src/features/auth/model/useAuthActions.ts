import { useMemo } from 'react';
import {
  closeModal,
  failedLogin,
  openModal,
  setLoading,
  setModalMessage,
  startLogin,
  toggleConfirmSignUp,
  toggleSignInForm,
  useAppDispatch,
  useAppStore,
} from 'shared-events';
import type { SignUpInput } from './authClient';
import { authErrorMessage } from './authErrorMessage';
import { useAuthServices } from './AuthContext';
import { clearPendingSignUp, readPendingSignUp, savePendingSignUp } from './pendingSignUp';
import { savePostLoginRedirect } from './postLoginRedirect';
import { SignOutNotRecorded } from './serverSignOut';
import { takeSignInReturn } from './signInReturn';

export const CONFIRMED_PLEASE_SIGN_IN = 'Your account is confirmed. Please sign in.';
export const WAITING_FOR_LINK =
  'Confirm your account with the link we sent you; you will be signed in automatically once it is confirmed.';
export const codeSentTo = (destination?: string) =>
  `We sent a confirmation code to ${destination ?? 'your e-mail'}. Enter it below.`;
export const newCodeSentTo = (destination: string) => `We sent a new code to ${destination}.`;
export const SIGNED_OUT_HERE_ONLY =
  'You are signed out on this device, but our server could not end your session, so it may stay open elsewhere for a while. To end it, sign in and sign out again.';

/**
 * The sign-in, sign-up, confirmation, password reset, hosted sign-in and sign-out flows of the spec (§4), on the
 * user slice.
 */
export function useAuthActions() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { auth, reload } = useAuthServices();

  return useMemo(() => {
    const user = () => store.getState().user;
    const fail = (error: unknown) => dispatch(failedLogin(authErrorMessage(error)));

    const showConfirmStep = (email: string) => {
      if (!user().confirmSignUp) dispatch(toggleConfirmSignUp(email));
    };

    /**
     * Signed in: leave the modal in its sign-in state for next time, close it and reload (spec), or load the
     * place the sign-in was asked for on the way to (e.g. the course's checkout).
     */
    const finish = () => {
      clearPendingSignUp();
      if (user().confirmSignUp) dispatch(toggleConfirmSignUp(''));
      if (!user().signInForm) dispatch(toggleSignInForm());
      dispatch(closeModal());
      reload(takeSignInReturn() ?? undefined);
    };

    /** Signs in; `beforeFinish` runs once signed in, and the page reloads only when it answers true. */
    const signInWithPassword = async (
      email: string,
      password: string,
      beforeFinish: () => Promise<boolean> = async () => true,
    ): Promise<void> => {
      const result = await auth.signIn(email, password);
      if (result.status === 'done') {
        if (await beforeFinish()) finish();
        return;
      }
      if (result.status === 'confirm-sign-up') {
        savePendingSignUp({ email, password });
        dispatch(setLoading(false));
        showConfirmStep(email);
        return;
      }
      dispatch(failedLogin(`This account needs a sign-in step this site does not support (${result.step}).`));
    };

    return {
      async signIn(email: string, password: string) {
        dispatch(startLogin());
        try {
          await signInWithPassword(email, password);
        } catch (error) {
          fail(error);
        }
      },

      async signUp(input: SignUpInput) {
        dispatch(startLogin());
        try {
          const result = await auth.signUp(input);
          if (result.status === 'confirm') {
            savePendingSignUp({ email: input.email, password: input.password });
            dispatch(setLoading(false));
            showConfirmStep(input.email);
            dispatch(setModalMessage(codeSentTo(result.destination)));
          } else if (result.status === 'auto-sign-in') {
            // Confirmation by link: Amplify polls every 5 s for up to 3 minutes.
            dispatch(setModalMessage(WAITING_FOR_LINK));
            if (await auth.autoSignIn()) finish();
          } else {
            await signInWithPassword(input.email, input.password);
          }
        } catch (error) {
          fail(error);
        }
      },

      async confirmSignUp(code: string) {
        const { email } = user();
        dispatch(startLogin());
        try {
          const result = await auth.confirmSignUp(email, code);
          if (result === 'auto-sign-in') {
            try {
              if (await auth.autoSignIn()) return finish();
            } catch {
              // The auto sign-in state lives in memory (lost on a reload): sign in with the kept credentials.
            }
          }
          const pending = readPendingSignUp();
          if (!pending) {
            dispatch(toggleConfirmSignUp(''));
            if (!user().signInForm) dispatch(toggleSignInForm());
            dispatch(setLoading(false));
            dispatch(setModalMessage(CONFIRMED_PLEASE_SIGN_IN));
            return;
          }
          await auth.signOut();
          await signInWithPassword(pending.email, pending.password);
        } catch (error) {
          fail(error);
        }
      },

      /**
       * A new code to the address being confirmed; the message above the form says where it went. Resolves
       * whether it was sent.
       */
      async resendSignUpCode(): Promise<boolean> {
        const { email } = user();
        dispatch(startLogin());
        try {
          const { destination } = await auth.resendSignUpCode(email);
          dispatch(setLoading(false));
          dispatch(setModalMessage(newCodeSentTo(destination ?? email)));
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },

      /**
       * Another step of the dialog starts clean: the last step's message and error were about that step (starting
       * a request is the slice's one way to drop an error with the dialog open).
       */
      clearFeedback() {
        dispatch(setModalMessage(''));
        dispatch(startLogin());
        dispatch(setLoading(false));
      },

      /**
       * Signs in with a password just set (the password reset's last step); the page reloads once `beforeFinish`
       * answers true. Rejects with the provider's error.
       */
      signInWithNewPassword: signInWithPassword,

      /** Closes the dialog and reloads, as a sign-in does (after the learner read why it waited). */
      continueSignedIn: finish,

      async signInWithGoogle() {
        savePostLoginRedirect(takeSignInReturn() ?? `${window.location.pathname}${window.location.search}`);
        dispatch(startLogin());
        try {
          await auth.signInWithGoogle();
        } catch (error) {
          fail(error);
        }
      },

      async signOut() {
        try {
          await auth.signOut();
        } catch (error) {
          // This device is signed out even when the server or the provider cannot be reached; a session the API
          // could not end is not passed off as ended: the learner is told, over the sign-in form to end it.
          if (error instanceof SignOutNotRecorded) dispatch(openModal(SIGNED_OUT_HERE_ONLY));
          else console.warn('Sign-out did not reach the identity provider.', error);
        }
      },
    };
  }, [auth, dispatch, reload, store]);
}
