/** The sign-up password rules (spec §5), in the order the list shows them. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (value: string) => value.length >= 8 },
  { id: 'lowercase', label: 'A lowercase letter', test: (value: string) => /[a-z]/.test(value) },
  { id: 'uppercase', label: 'An uppercase letter', test: (value: string) => /[A-Z]/.test(value) },
  { id: 'digit', label: 'A number', test: (value: string) => /\d/.test(value) },
  { id: 'special', label: 'A special character (@$!%*?&)', test: (value: string) => /[@$!%*?&]/.test(value) },
] as const;

export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export const PASSWORD_MISMATCH = 'Passwords do not match.';

export function checkPassword(value: string): { id: PasswordRuleId; label: string; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ id: rule.id, label: rule.label, met: rule.test(value) }));
}

export interface SignUpFields {
  email: string;
  name: string;
  password: string;
  confirmation: string;
}

/** Sign Up is enabled only when e-mail and name are filled, every rule holds and the confirmation matches. */
export function canSignUp({ email, name, password, confirmation }: SignUpFields): boolean {
  return (
    email.trim() !== '' &&
    name.trim() !== '' &&
    checkPassword(password).every((rule) => rule.met) &&
    password === confirmation
  );
}
