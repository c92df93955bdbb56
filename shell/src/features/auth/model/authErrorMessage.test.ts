import { authErrorMessage } from './authErrorMessage';

const failure = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('authErrorMessage', () => {
  it("shows the identity service's own message", () => {
    expect(
      authErrorMessage(
        failure('CodeMismatchException', 'Invalid verification code provided, please try again.'),
      ),
    ).toBe('Invalid verification code provided, please try again.');
  });

  it('names the e-mail, not a username, for a wrong password or an unknown account', () => {
    expect(authErrorMessage(failure('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      'Incorrect email or password.',
    );
  });

  it('keeps a throttled attempt’s message when it says how long to wait', () => {
    const message = 'Too many sign-in attempts. Please wait 4 seconds and try again.';
    expect(authErrorMessage(failure('TooManyRequestsException', message))).toBe(message);
  });

  it('says to sign in when a new code is asked for an account already confirmed', () => {
    expect(authErrorMessage(failure('InvalidParameterException', 'User is already confirmed.'))).toBe(
      'This account is already confirmed. Please sign in.',
    );
  });

  it('says to wait when a throttled attempt’s message does not', () => {
    for (const name of ['TooManyRequestsException', 'LimitExceededException'])
      expect(authErrorMessage(failure(name, 'Rate exceeded'))).toBe(
        'Too many attempts. Please wait a few minutes and try again.',
      );
  });
});
