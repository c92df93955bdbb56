import { useMemo } from 'react';
import { failedLogin, setLoading, setModalMessage, startLogin, useAppDispatch } from 'shared-events';
import { authErrorMessage } from './authErrorMessage';
import { useAuthServices } from './AuthContext';
import { useAuthActions } from './useAuthActions';

// Said alike whether or not the address has an account: the form must not tell who has one.
const RESET_CODE_SENT =
  'If this e-mail has an account, we sent a code to it. Enter the code below and choose a new password.';
const NEW_RESET_CODE_SENT = 'If this e-mail has an account, we sent a new code to it.';
const PASSWORD_CHANGED = 'Your password is changed. Please sign in with your new password.';
export const OTHER_SESSIONS_STILL_OPEN =
  'Your password is changed and you are signed in. Our server could not sign out your other devices right now: to end every session, sign out and sign in again in a few minutes.';

/**
 * How a password reset ended: the password is not changed (the form says why), it is changed (signed in and the
 * page reloading, or back to the sign-in form when that sign-in did not go through), or it is changed and this
 * device signed in while the account's other sessions could not be ended (the learner is told, then goes on).
 */
export type PasswordResetOutcome = 'not-changed' | 'changed' | 'others-still-signed-in';

/**
 * 'Forgot password?' (spec §4) on the user slice: in the sign-in dialog's own chunk, not the start-up's, as only
 * PasswordReset uses it.
 */
export function usePasswordReset() {
  const dispatch = useAppDispatch();
  const { auth } = useAuthServices();
  const { signInWithNewPassword } = useAuthActions();

  return useMemo(() => {
    const fail = (error: unknown) => dispatch(failedLogin(authErrorMessage(error)));
    return {
      /**
       * E-mails a code for a new password (`again`: another one); the message above the form says so in words that
       * fit an address with no account too. Resolves whether it was asked for.
       */
      async requestPasswordReset(email: string, again = false): Promise<boolean> {
        dispatch(startLogin());
        try {
          await auth.resetPassword(email);
          dispatch(setLoading(false));
          dispatch(setModalMessage(again ? NEW_RESET_CODE_SENT : RESET_CODE_SENT));
          return true;
        } catch (error) {
          fail(error);
          return false;
        }
      },

      /**
       * Sets the new password with the code, then signs in with it and ends the account's other sessions (a reset
       * is how an owner takes an account back). A sign-in that does not go through leaves its error to the sign-in
       * form, under the change's message.
       */
      async confirmPasswordReset(
        email: string,
        code: string,
        newPassword: string,
      ): Promise<PasswordResetOutcome> {
        dispatch(startLogin());
        try {
          await auth.confirmResetPassword(email, code, newPassword);
        } catch (error) {
          fail(error);
          return 'not-changed';
        }
        dispatch(setModalMessage(PASSWORD_CHANGED));
        let othersEnded = true;
        try {
          await signInWithNewPassword(email, newPassword, async () => {
            othersEnded = await auth.endOtherSessions().then(
              () => true,
              () => false,
            );
            return othersEnded;
          });
        } catch (error) {
          fail(error);
        }
        if (othersEnded) return 'changed';
        dispatch(setLoading(false));
        dispatch(setModalMessage(OTHER_SESSIONS_STILL_OPEN));
        return 'others-still-signed-in';
      },
    };
  }, [auth, dispatch, signInWithNewPassword]);
}
