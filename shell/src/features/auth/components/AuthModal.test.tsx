import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confirmSignUpRequest, signInRequest } from 'shared-contract';
import { failedLogin, openModal, setLoading } from 'shared-events';
import { setSignInReturn, takeSignInReturn } from '../model/signInReturn';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { AuthModal } from './AuthModal';

const ENROLL_MESSAGE = 'Please login to enroll in this course.';

function open(store: ReturnType<typeof renderAuth>['store'], message?: string) {
  act(() => {
    store.dispatch(openModal(message));
  });
}

beforeEach(() => {
  setTestConfig();
  localStorage.clear();
  sessionStorage.clear();
});

describe('opening and closing', () => {
  it('opens with the message, and closing by the x button clears the message and loading', async () => {
    const { store, user } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    open(store, ENROLL_MESSAGE);
    const dialog = screen.getByRole('dialog', { name: 'Sign In' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(ENROLL_MESSAGE);
    act(() => {
      store.dispatch(setLoading(true));
    });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().user).toMatchObject({ isModalOpen: false, modalMessage: '', loading: false });
    open(store);
    expect(within(screen.getByRole('dialog')).queryByText(ENROLL_MESSAGE)).not.toBeInTheDocument();
  });

  it('forgets where the sign-in was to lead when the visitor closes it without signing in', async () => {
    const { store, user } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    setSignInReturn('/checkout?courseId=3');
    open(store, ENROLL_MESSAGE);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(takeSignInReturn()).toBeNull();
  });

  it('opens again without the error of an earlier failed sign-in', async () => {
    const { store, user } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    open(store);
    act(() => {
      store.dispatch(failedLogin('Incorrect username or password.'));
    });
    expect(
      within(screen.getByRole('dialog')).getByText('Incorrect username or password.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    open(store);
    expect(
      within(screen.getByRole('dialog')).queryByText('Incorrect username or password.'),
    ).not.toBeInTheDocument();
  });

  it('closes on a click outside the dialog', () => {
    const { store } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    open(store);
    const overlay = screen.getByTestId('modal-overlay');
    fireEvent.mouseDown(overlay);
    fireEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('toggles between Sign In and Sign Up', async () => {
    const { store, user } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    open(store);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('sign-in', () => {
  it("shows a wrong password in red above the button, naming the e-mail as the identity service's words do not", async () => {
    const { client } = fakeAuthClient({
      signIn: jest.fn(async () => {
        throw Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' });
      }),
    });
    const { store, user, reload } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password.');
    expect(alert.nextElementSibling).toBe(screen.getAllByRole('button', { name: 'Sign In' })[0]);
    expect(store.getState().user.loading).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('names what is missing, focusing the first, and tries no sign-in', async () => {
    const { client } = fakeAuthClient();
    const { store, user } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please fill in your email');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please fill in your password');
    expect(client.signIn).not.toHaveBeenCalled();
  });

  it("refuses, as the identity contract does, an address the contract's e-mail rule refuses", async () => {
    const { client } = fakeAuthClient();
    const { store, user } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    expect(signInRequest.safeParse({ email: 'ada@example.c', password: 'Secret@123' }).success).toBe(false);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.c');
    await user.type(screen.getByLabelText(/^Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(client.signIn).not.toHaveBeenCalled();
  });

  it('says how long to wait when sign-in attempts are throttled', async () => {
    const message = 'Too many sign-in attempts. Please wait 4 seconds and try again.';
    const { client } = fakeAuthClient({
      signIn: jest.fn(async () => {
        throw Object.assign(new Error(message), { name: 'TooManyRequestsException' });
      }),
    });
    const { store, user, reload } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().user.loading).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('closes the modal and reloads the page once signed in', async () => {
    const { client } = fakeAuthClient();
    const { store, user, reload } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    await user.type(screen.getByLabelText(/^Email/), ' ada@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(client.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret@123');
    expect(reload).toHaveBeenCalledWith(undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the place the sign-in was asked for on the way to, instead of reloading', async () => {
    const { client } = fakeAuthClient();
    const { store, user, reload } = renderAuth(<AuthModal />, { auth: client });
    setSignInReturn('/checkout?courseId=3');
    open(store, ENROLL_MESSAGE);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(reload).toHaveBeenCalledWith('/checkout?courseId=3');
    expect(takeSignInReturn()).toBeNull();
  });
});

describe('password reset', () => {
  const identityError = (name: string, message: string) => Object.assign(new Error(message), { name });

  /** Opens the sign-in dialog, types the address and follows 'Forgot password?'. */
  async function forgotPassword(client: ReturnType<typeof fakeAuthClient>['client']) {
    const rendered = renderAuth(<AuthModal />, { auth: client });
    open(rendered.store);
    await rendered.user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await rendered.user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    return rendered;
  }

  /** Fills the new password step and sets the password. */
  async function setNewPassword(user: ReturnType<typeof renderAuth>['user'], password = 'Analytic@1843') {
    await user.type(screen.getByLabelText(/^Reset code/), '123456');
    await user.type(screen.getByLabelText(/^New password/), password);
    await user.type(screen.getByLabelText(/^Confirm new password/), password);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('e-mails a code from the address typed, then sets the new password with it and signs in', async () => {
    const { client } = fakeAuthClient();
    const { user, reload, store } = await forgotPassword(client);
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    const email = within(screen.getByRole('form', { name: 'Reset Password' })).getByLabelText(/^Email/);
    expect(email).toHaveValue('ada@example.com');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(client.resetPassword).toHaveBeenCalledWith('ada@example.com');
    // Worded alike whether or not the address has an account.
    expect(screen.getByRole('status')).toHaveTextContent(
      'If this e-mail has an account, we sent a code to it. Enter the code below and choose a new password.',
    );
    expect(screen.getByRole('form', { name: 'New Password' })).toHaveTextContent(
      'Resetting the password for ada@example.com',
    );
    await waitFor(() => expect(screen.getByLabelText(/^Reset code/)).toHaveFocus());
    expect(screen.getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    await setNewPassword(user);
    expect(client.confirmResetPassword).toHaveBeenCalledWith('ada@example.com', '123456', 'Analytic@1843');
    expect(client.signIn).toHaveBeenCalledWith('ada@example.com', 'Analytic@1843');
    // The account's other sessions end before the page reloads signed in.
    expect(client.endOtherSessions).toHaveBeenCalledTimes(1);
    expect(jest.mocked(client.endOtherSessions).mock.invocationCallOrder[0]).toBeGreaterThan(
      jest.mocked(client.signIn).mock.invocationCallOrder[0] ?? Infinity,
    );
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().user.isModalOpen).toBe(false);
  });

  it('goes back to the sign-in form with a success message when the sign-in after the change does not go through', async () => {
    const throttled = 'Too many sign-in attempts. Please wait 4 seconds and try again.';
    const { client } = fakeAuthClient({
      signIn: jest.fn(async () => {
        throw identityError('TooManyRequestsException', throttled);
      }),
    });
    const { user, reload } = await forgotPassword(client);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await setNewPassword(user);
    expect(await screen.findByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your password is changed. Please sign in with your new password.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(throttled);
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the other devices could not be signed out, and reloads signed in once the learner goes on', async () => {
    const { client } = fakeAuthClient({
      endOtherSessions: jest.fn(async () => {
        throw new Error('The server could not end the other sessions (503).');
      }),
    });
    const { user, reload } = await forgotPassword(client);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await setNewPassword(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed and you are signed in. Our server could not sign out your other devices right now: to end every session, sign out and sign in again in a few minutes.',
    );
    expect(reload).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: 'New Password' })).not.toBeInTheDocument();
    const goOn = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(goOn).toHaveFocus());
    await user.click(goOn);
    expect(reload).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a new password by the sign-up rules, typed twice, and a 6-digit code, before setting anything', async () => {
    const { client } = fakeAuthClient();
    const { user } = await forgotPassword(client);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText(/^Reset code/), '12345');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'shirt');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText(/^Reset code/)).toHaveAccessibleDescription(
      'Please enter the 6-digit code from your e-mail',
    );
    expect(screen.getByLabelText(/^Reset code/)).toHaveFocus();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining('Please choose a password that meets every rule below'),
    );
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'Passwords do not match.',
    );
    expect(client.confirmResetPassword).not.toHaveBeenCalled();
  });

  it('reports a wrong code in the form and keeps the step; a new code can be asked for', async () => {
    const { client } = fakeAuthClient({
      confirmResetPassword: jest.fn(async () => {
        throw identityError('CodeMismatchException', 'Invalid verification code provided, please try again.');
      }),
    });
    const { user } = await forgotPassword(client);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await setNewPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
    expect(screen.getByRole('dialog', { name: 'Reset Password' })).toBeInTheDocument();
    expect(client.signIn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(client.resetPassword).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toHaveTextContent(
      'If this e-mail has an account, we sent a new code to it.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/^Reset code/)).toHaveFocus());
  });

  it('says when no more codes can be sent yet, and checks the address first', async () => {
    const message = 'Too many password reset codes were asked for. Please wait 30 seconds and try again.';
    const { client } = fakeAuthClient({
      resetPassword: jest.fn(async () => {
        throw identityError('TooManyRequestsException', message);
      }),
    });
    const { user } = await forgotPassword(client);
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(client.resetPassword).not.toHaveBeenCalled();
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('form', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('leaves no trace with Back to Sign In, nor once the dialog is closed', async () => {
    const { client } = fakeAuthClient();
    const { user, store } = await forgotPassword(client);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    open(store);
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeInTheDocument();
  });
});

describe('sign-up confirmation', () => {
  async function signUp(client: ReturnType<typeof fakeAuthClient>['client']) {
    const rendered = renderAuth(<AuthModal />, { auth: client });
    open(rendered.store);
    const { user } = rendered;
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Secret@123');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'Secret@123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    return rendered;
  }

  it('asks for the code, confirms, auto-signs in and reloads', async () => {
    const { client } = fakeAuthClient();
    const { user, reload, store } = await signUp(client);
    expect(screen.getByRole('dialog', { name: 'Confirm Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a confirmation code to a***@example.com.');
    await user.type(screen.getByLabelText(/^Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(client.confirmSignUp).toHaveBeenCalledWith('ada@example.com', '123456');
    expect(client.autoSignIn).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(store.getState().user).toMatchObject({
      confirmSignUp: false,
      signInForm: true,
      isModalOpen: false,
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('signs in with the kept credentials when confirmation ends without auto sign-in', async () => {
    const { client } = fakeAuthClient({ confirmSignUp: jest.fn(async () => 'done' as const) });
    const { user, reload } = await signUp(client);
    await user.type(screen.getByLabelText(/^Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(client.signOut).toHaveBeenCalled();
    expect(client.signIn).toHaveBeenCalledWith('ada@example.com', 'Secret@123');
    expect(reload).toHaveBeenCalled();
  });

  it('reports a wrong code at the top of the form', async () => {
    const { client } = fakeAuthClient({
      confirmSignUp: jest.fn(async () => {
        throw Object.assign(new Error('Invalid verification code provided, please try again.'), {
          name: 'CodeMismatchException',
        });
      }),
    });
    const { user } = await signUp(client);
    await user.type(screen.getByLabelText(/^Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid verification code provided, please try again.',
    );
  });

  it('refuses, as the identity contract does, a code that is not 6 digits, and confirms nothing', async () => {
    const { client } = fakeAuthClient();
    const { user } = await signUp(client);
    expect(confirmSignUpRequest.safeParse({ email: 'ada@example.com', code: '12345' }).success).toBe(false);
    await user.type(screen.getByLabelText(/^Confirmation code/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    const code = screen.getByLabelText(/^Confirmation code/);
    expect(code).toHaveAccessibleDescription('Please enter the 6-digit code from your e-mail');
    expect(code).toHaveFocus();
    expect(client.confirmSignUp).not.toHaveBeenCalled();
    await user.type(code, '6');
    expect(code).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(client.confirmSignUp).toHaveBeenCalledWith('ada@example.com', '123456');
  });

  it('sends a new code to the same address and says so', async () => {
    const { client } = fakeAuthClient({
      resendSignUpCode: jest.fn(async () => ({ destination: 'a***@example.com' })),
    });
    const { user, store } = await signUp(client);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    await user.click(resend);
    expect(client.resendSignUpCode).toHaveBeenCalledWith('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('We sent a new code to a***@example.com.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirmation code/)).toHaveFocus();
    expect(store.getState().user.loading).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Confirm Sign Up' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Confirmation code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(client.confirmSignUp).toHaveBeenCalledWith('ada@example.com', '654321');
  });

  it('names the address itself when the provider does not say where the new code went', async () => {
    const { client } = fakeAuthClient({ resendSignUpCode: jest.fn(async () => ({})) });
    const { user } = await signUp(client);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('status')).toHaveTextContent('We sent a new code to ada@example.com.');
  });

  it('keeps both buttons still while the new code is on its way, the spinner on Resend code', async () => {
    let sent: (delivery: { destination?: string }) => void = () => undefined;
    const { client } = fakeAuthClient({
      resendSignUpCode: jest.fn(() => new Promise<{ destination?: string }>((resolve) => (sent = resolve))),
    });
    const { user } = await signUp(client);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm' })).not.toHaveAttribute('aria-busy');
    await act(async () => sent({}));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('says in plain words when a new code cannot be sent yet', async () => {
    const message = 'Too many new codes were asked for. Please wait 30 seconds and try again.';
    const { client } = fakeAuthClient({
      resendSignUpCode: jest.fn(async () => {
        throw Object.assign(new Error(message), { name: 'TooManyRequestsException' });
      }),
    });
    const { user, store } = await signUp(client);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toHaveTextContent('We sent a confirmation code to a***@example.com.');
    expect(store.getState().user.loading).toBe(false);
  });

  it('reports an account not confirmed in time with what to do next', async () => {
    const { client } = fakeAuthClient({
      signUp: jest.fn(async () => ({ status: 'auto-sign-in' as const })),
      autoSignIn: jest.fn(async () => {
        throw Object.assign(new Error('The account was not confirmed on time.'), {
          recoverySuggestion:
            'Try to verify your account by clicking the link sent your email or phone and then login manually.',
        });
      }),
    });
    const { reload } = await signUp(client);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The account was not confirmed on time. Try to verify your account by clicking the link sent your email or phone and then login manually.',
    );
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('Continue with Google', () => {
  it('is not shown without a hosted sign-in domain', () => {
    const { store } = renderAuth(<AuthModal />, { auth: fakeAuthClient().client });
    open(store);
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('saves the current path as the post-login redirect and starts the hosted sign-in', async () => {
    setTestConfig({ oauth: true });
    window.history.pushState({}, '', '/course/python-advanced?tab=reviews');
    const { client } = fakeAuthClient({
      signInWithGoogle: jest.fn(() => new Promise<void>(() => undefined)),
    });
    const { store, user } = renderAuth(<AuthModal />, { auth: client });
    open(store);
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(localStorage.getItem('postLoginRedirect')).toBe('/course/python-advanced?tab=reviews');
    expect(client.signInWithGoogle).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toHaveAttribute('aria-busy', 'true');
  });
});
