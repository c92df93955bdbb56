import { initialsOf } from './initials';

it('takes the first and last word of the name', () => {
  expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL');
  expect(initialsOf('  ada  augusta king ', 'ada@example.com')).toBe('AK');
  expect(initialsOf('Ada', 'ada@example.com')).toBe('A');
});

it("falls back to the e-mail's first letter", () => {
  expect(initialsOf('', 'learner@pylearn.academy')).toBe('L');
});
