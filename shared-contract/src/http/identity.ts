import * as z from '../zod';
import { email, filledText, text } from './fields';
import { ACCOUNT_NAME_MAX } from './requests';

/**
 * What the sign-in, sign-up and confirmation forms send to the identity provider (not to our API): its field
 * rules live here beside the API's, so the forms and the identity pool (scripts/lib/identity.mjs) agree.
 */

/**
 * The sign-up password rules (spec: at least 8 characters with a lowercase letter, an uppercase letter, a
 * digit and one of @$!%*?&), in the order the form lists them. The identity pool enforces the same policy
 * (its symbols include these), so a password the form accepts is never refused there.
 */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', pattern: /^[\s\S]{8,}$/ },
  { id: 'lowercase', label: 'A lowercase letter', pattern: /[a-z]/ },
  { id: 'uppercase', label: 'An uppercase letter', pattern: /[A-Z]/ },
  { id: 'digit', label: 'A number', pattern: /\d/ },
  { id: 'special', label: 'A special character (@$!%*?&)', pattern: /[@$!%*?&]/ },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

/** The longest password the identity provider takes (Cognito: 256). */
export const PASSWORD_MAX = 256;

/** The length of the confirmation code the identity provider e-mails. */
export const CONFIRMATION_CODE_LENGTH = 6;

/** The sign-in name is the e-mail address, given with or without surrounding blanks. */
const address = () => z.pipe(text().check(z.trim()), email());

/** A password as typed: never trimmed, as a blank may be part of it. */
const typedPassword = () => text().check(z.minLength(1, 'must not be empty'));

export const signInRequest = z.lazy(() => z.object({ email: address(), password: typedPassword() }));

export const signUpRequest = z.lazy(() =>
  z.object({
    email: address(),
    /** The account's name, which the identity provider stores and every area shows. */
    name: filledText(ACCOUNT_NAME_MAX),
    password: typedPassword().check(
      z.maxLength(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`),
      ...PASSWORD_RULES.map((rule) => z.regex(rule.pattern, `needs: ${rule.label.toLowerCase()}`)),
    ),
  }),
);

export const confirmSignUpRequest = z.lazy(() =>
  z.object({
    email: address(),
    code: text().check(
      z.trim(),
      z.regex(
        new RegExp(`^\\d{${CONFIRMATION_CODE_LENGTH}}$`),
        `must be the ${CONFIRMATION_CODE_LENGTH}-digit code`,
      ),
    ),
  }),
);
