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

/** A form's own confirmation field must repeat its password. */
const repeatsPassword = <Values extends { password: string; confirmation: string }>() =>
  z.refine<Values>((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    error: PASSWORD_MISMATCH,
    // Said even while another field is still wrong, as the form shows it as soon as the two differ.
    when: () => true,
  });

/** The sign-up request and the form's own confirmation, which must repeat the password. */
export const signUpFields = z
  .extend(builtSchema(signUpRequest), { confirmation: z.string() })
  .check(repeatsPassword());

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

/** Asking for a password reset code: the address, by the sign-in's rule. */
export const resetRequestFields = z.pick(builtSchema(signInRequest), { email: true });

export type ResetRequestValues = z.input<typeof resetRequestFields>;

export const resetRequestMessages: FormMessages<ResetRequestValues> = { email: emailMessages };

/** The e-mailed code, and a new password by the sign-up's rules, typed twice. */
export const newPasswordFields = z
  .extend(z.pick(builtSchema(confirmSignUpRequest), { code: true }), {
    password: builtSchema(signUpRequest).shape.password,
    confirmation: z.string(),
  })
  .check(repeatsPassword());

export type NewPasswordValues = z.input<typeof newPasswordFields>;

export const emptyNewPassword: NewPasswordValues = { code: '', password: '', confirmation: '' };

export const newPasswordMessages: FormMessages<NewPasswordValues> = {
  code: confirmSignUpMessages.code,
  password: { ...signUpMessages.password, required: 'Please choose a new password' },
};
