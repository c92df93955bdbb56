import { closeModal, type AppDispatch } from 'shared-events';
import { setSignInReturn } from './signInReturn';

/** The sign-in dialog's title while a forgotten password is being reset. */
export const RESET_PASSWORD_TITLE = 'Reset Password';

/** The sign-in dialog's title for the step it shows. */
export function authModalTitle(confirming: boolean, signInForm: boolean): string {
  if (confirming) return 'Confirm Sign Up';
  return signInForm ? 'Sign In' : 'Sign Up';
}

/** Closing the sign-in dialog without signing in gives up what the request was for. */
export function closeAuthModal(dispatch: AppDispatch): void {
  setSignInReturn(null);
  dispatch(closeModal());
}
