import {
  ACCOUNT_NAME_MAX,
  builtSchema,
  confirmSignUpRequest,
  PASSWORD_MAX,
  signInRequest,
  signUpRequest,
} from 'shared-contract';
import * as z from 'shared-contract/zod';
import type { FormMessages } from 'shared-events/forms';

/** The spec's message for a confirmation that differs from the password. */
export const PASSWORD_MISMATCH = 'Passwords do not match.';

const emailMessages = {
  required: 'Please fill in your email',
  invalid: 'Please enter a valid email address',
};

export const signInFields = signInRequest;

export type SignInValues = z.input<typeof signInFields>;

export const signInMessages: FormMessages<SignInValues> = {
  email: emailMessages,
  password: { required: 'Please fill in your password' },
};

/** The sign-up request and the form's own confirmation, which must repeat the password. */
export const signUpFields = z.extend(builtSchema(signUpRequest), { confirmation: z.string() }).check(
  z.refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: PASSWORD_MISMATCH,
    // Said even while another field is still wrong, as the form shows it as soon as the two differ.
    when: () => true,
  }),
);

export type SignUpValues = z.input<typeof signUpFields>;

export const emptySignUp: SignUpValues = { email: '', name: '', password: '', confirmation: '' };

export const signUpMessages: FormMessages<SignUpValues> = {
  email: emailMessages,
  name: {
    required: 'Please fill in your name',
    tooLong: `Your name must be at most ${ACCOUNT_NAME_MAX} characters`,
  },
  password: {
    required: 'Please choose a password',
    tooLong: `Your password must be at most ${PASSWORD_MAX} characters`,
    invalid: 'Please choose a password that meets every rule below',
  },
};

/** The code is the form's one field; the address is the one the sign-up was made with. */
export const confirmSignUpFields = z.pick(builtSchema(confirmSignUpRequest), { code: true });

export type ConfirmSignUpValues = z.input<typeof confirmSignUpFields>;

export const confirmSignUpMessages: FormMessages<ConfirmSignUpValues> = {
  code: {
    required: 'Please fill in the code from your e-mail',
    invalid: 'Please enter the 6-digit code from your e-mail',
  },
};
