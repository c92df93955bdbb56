import type { UserInfo } from 'shared-events';

export type SignInResult =
  | { status: 'done' }
  | { status: 'confirm-sign-up' }
  | { status: 'other-step'; step: string };

export type SignUpResult =
  /** A code was sent; `destination` is where (e.g. a masked e-mail). */
  | { status: 'confirm'; destination?: string }
  /** Confirmation by link: auto sign-in waits for it. */
  | { status: 'auto-sign-in' }
  | { status: 'done' };

export type ConfirmSignUpResult = 'auto-sign-in' | 'done';

/** Where a new confirmation code went (e.g. a masked e-mail), when the provider says. */
export interface CodeDelivery {
  destination?: string;
}

export type AuthEvent =
  | { type: 'signedIn' }
  | { type: 'signedOut' }
  | { type: 'redirectFailed'; message: string };

export interface SignUpInput {
  email: string;
  name: string;
  password: string;
}

/** What the site needs from the identity layer; Amplify in the product, a fake in component tests. */
export interface AuthClient {
  /** The signed-in user with their attributes, or null for a visitor. */
  currentUser(): Promise<UserInfo | null>;
  signIn(email: string, password: string): Promise<SignInResult>;
  signUp(input: SignUpInput): Promise<SignUpResult>;
  confirmSignUp(email: string, code: string): Promise<ConfirmSignUpResult>;
  /** Sends a new sign-up confirmation code to the address; the one sent before no longer works. */
  resendSignUpCode(email: string): Promise<CodeDelivery>;
  /**
   * E-mails a code for choosing a new password. Resolves alike whether or not the address has an account (the
   * embedded provider's front answers so, as Cognito does with PreventUserExistenceErrors).
   */
  resetPassword(email: string): Promise<void>;
  /** Sets the new password with the e-mailed code; rejects with the provider's error for a wrong code. */
  confirmResetPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** Completes the sign-up's auto sign-in; resolves true once signed in. */
  autoSignIn(): Promise<boolean>;
  /**
   * Signs the account in again with its password, without touching the session on this device (the parent
   * confirming a step), and resolves with that sign-in's access token for the API to check; rejects with the
   * provider's error when the password is wrong or the sign-in needs another step.
   */
  verifyPassword(email: string, password: string): Promise<string>;
  /**
   * Ends the session at the API and the provider (global sign-out) and forgets it on this device; rejects with
   * SignOutNotRecorded (serverSignOut.ts) when the API could not end it, after this device has signed out.
   */
  signOut(): Promise<void>;
  /**
   * Ends the account's sessions begun before this device's at the API, after the sign-in that follows a password
   * reset (a reset is how an owner takes an account back); rejects when the API could not.
   */
  endOtherSessions(): Promise<void>;
  /** Starts the hosted sign-in with Google (leaves the page). */
  signInWithGoogle(): Promise<void>;
  onAuthEvent(listener: (event: AuthEvent) => void): () => void;
}

/** What the identity layer (aws-amplify) does itself: the rest is the API's (lazyAuth.ts). */
export type ProviderClient = Omit<AuthClient, 'endOtherSessions'>;
