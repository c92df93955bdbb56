import type { RuntimeConfig } from 'shared-contract';
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  fetchUserAttributes,
  getCurrentUser,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { AuthEvent, ProviderClient, SignInResult } from './authClient';
import { authErrorMessage } from './authErrorMessage';
import { verifyPasswordWithPool } from './verifyPassword';

const signInResult = (step: string): SignInResult => {
  if (step === 'DONE') return { status: 'done' };
  if (step === 'CONFIRM_SIGN_UP') return { status: 'confirm-sign-up' };
  return { status: 'other-step', step };
};

/** The identity layer through aws-amplify (configured by configureAuth). */
export function createAmplifyAuthClient(identity: RuntimeConfig['identity']): ProviderClient {
  const { authFlowType } = identity;

  return {
    async currentUser() {
      try {
        const { userId } = await getCurrentUser();
        const attributes = await fetchUserAttributes();
        return {
          userId,
          attributes: {
            email: attributes.email ?? '',
            name: attributes.name ?? '',
            ...(attributes.picture ? { picture: attributes.picture } : {}),
          },
        };
      } catch {
        return null;
      }
    },

    async signIn(email, password) {
      const { nextStep } = await signIn({ username: email, password, options: { authFlowType } });
      return signInResult(nextStep.signInStep);
    },

    async signUp({ email, name, password }) {
      const { nextStep } = await signUp({
        username: email,
        password,
        options: { userAttributes: { email, name }, autoSignIn: { authFlowType } },
      });
      if (nextStep.signUpStep === 'CONFIRM_SIGN_UP')
        return { status: 'confirm', destination: nextStep.codeDeliveryDetails.destination };
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') return { status: 'auto-sign-in' };
      return { status: 'done' };
    },

    async confirmSignUp(email, code) {
      const { nextStep } = await confirmSignUp({ username: email, confirmationCode: code });
      return nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN' ? 'auto-sign-in' : 'done';
    },

    async resendSignUpCode(email) {
      const { destination } = await resendSignUpCode({ username: email });
      return destination ? { destination } : {};
    },

    async resetPassword(email) {
      await resetPassword({ username: email });
    },

    async confirmResetPassword(email, code, newPassword) {
      await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
    },

    async autoSignIn() {
      const { isSignedIn } = await autoSignIn();
      return isSignedIn;
    },

    verifyPassword(email, password) {
      return verifyPasswordWithPool(identity, email, password);
    },

    // Global: every session of the account ends at the provider, its refresh tokens included (the embedded
    // provider's front does GlobalSignOut too, which cognito-local lacks).
    async signOut() {
      await signOut({ global: true });
    },

    async signInWithGoogle() {
      await signInWithRedirect({ provider: 'Google' });
    },

    onAuthEvent(listener) {
      return Hub.listen('auth', ({ payload }) => {
        let event: AuthEvent | undefined;
        // A hosted sign-in's return emits signInWithRedirect, then signedIn (or a failure when no session
        // came of it): signedIn alone marks every sign-in, once.
        if (payload.event === 'signedIn') event = { type: 'signedIn' };
        else if (payload.event === 'signedOut') event = { type: 'signedOut' };
        else if (payload.event === 'signInWithRedirect_failure')
          event = { type: 'redirectFailed', message: authErrorMessage(payload.data.error) };
        if (event) listener(event);
      });
    },
  };
}
