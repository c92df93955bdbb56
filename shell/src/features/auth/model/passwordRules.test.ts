import { checkPassword } from './passwordRules';
import { signUpFields } from './authForms';

const metIds = (value: string) =>
  checkPassword(value)
    .filter((rule) => rule.met)
    .map((rule) => rule.id);

it('meets the rules one by one as the password grows', () => {
  expect(metIds('')).toEqual([]);
  expect(metIds('a')).toEqual(['lowercase']);
  expect(metIds('aB')).toEqual(['lowercase', 'uppercase']);
  expect(metIds('aB3')).toEqual(['lowercase', 'uppercase', 'digit']);
  expect(metIds('aB3@')).toEqual(['lowercase', 'uppercase', 'digit', 'special']);
  expect(metIds('aB3@efgh')).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special']);
});

it('accepts only @$!%*?& as special characters', () => {
  expect(metIds('#')).toEqual([]);
  for (const special of '@$!%*?&') expect(metIds(special)).toEqual(['special']);
});

it('allows sign-up only with e-mail, name, a valid password and a matching confirmation', () => {
  const valid = { email: 'ada@example.com', name: 'Ada', password: 'Secret@123', confirmation: 'Secret@123' };
  const allowed = (values: typeof valid) => signUpFields.safeParse(values).success;
  expect(allowed(valid)).toBe(true);
  expect(allowed({ ...valid, email: ' ' })).toBe(false);
  expect(allowed({ ...valid, email: 'ada@example' })).toBe(false);
  expect(allowed({ ...valid, name: '' })).toBe(false);
  expect(allowed({ ...valid, confirmation: 'Secret@124' })).toBe(false);
  expect(allowed({ ...valid, password: 'secret@123', confirmation: 'secret@123' })).toBe(false);
});
