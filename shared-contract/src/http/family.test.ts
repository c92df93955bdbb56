import { describeIssues } from './fields';
import {
  childBirthYears,
  childProfileRequest,
  familyMessages,
  familyPinRequest,
  updateChildProfileRequest,
} from './family';

const thisYear = new Date().getUTCFullYear();
const child = { name: '  Noa ', avatar: 'owl', birthYear: thisYear - 10 };

test('a child profile is a trimmed name, an avatar of the set and a birth year of a child from 5 to 18', () => {
  expect(childProfileRequest.parse(child)).toEqual({ ...child, name: 'Noa' });
  expect(childBirthYears(new Date('2026-06-01'))).toEqual({ earliest: 2008, latest: 2021 });
  for (const birthYear of [thisYear - 4, thisYear - 19, 2015.5]) {
    expect(childProfileRequest.safeParse({ ...child, birthYear }).success).toBe(false);
  }
  expect(childProfileRequest.safeParse({ ...child, avatar: 'https://example.com/me.png' }).success).toBe(
    false,
  );
});

test("a child's name says what is wrong in the form's words", () => {
  const empty = childProfileRequest.safeParse({ ...child, name: '   ' });
  expect(empty.success || describeIssues(empty.error)).toBe(familyMessages.nameRequired);
  const long = childProfileRequest.safeParse({ ...child, name: 'N'.repeat(31) });
  expect(long.success || describeIssues(long.error)).toBe(familyMessages.nameTooLong);
  for (const name of ['Zoë', "Ren-O'Neil Jr.", 'Łucja', 'مريم', '小明', 'Kid2']) {
    expect(childProfileRequest.safeParse({ ...child, name }).success).toBe(true);
  }
  for (const name of ['Mia\u202Eevil', 'Mi\u200Ba', 'Mia\u0007', 'Visit http://x.example', '<b>Mia</b>']) {
    const odd = childProfileRequest.safeParse({ ...child, name });
    expect(odd.success || describeIssues(odd.error)).toBe(familyMessages.nameCharacters);
  }
});

test('a profile is named only by an id the API handed out', () => {
  const profileId = '7d0c8a8e-2f4b-4c43-9a59-2f3c1d7e9b10';
  expect(updateChildProfileRequest.safeParse({ ...child, profileId }).success).toBe(true);
  for (const other of ['1', "' OR 1=1 --", 'x'.repeat(36)]) {
    expect(updateChildProfileRequest.safeParse({ ...child, profileId: other }).success).toBe(false);
  }
});

test('the PIN is exactly four digits', () => {
  expect(familyPinRequest.safeParse({ pin: '0427' }).success).toBe(true);
  for (const pin of ['123', '12345', 'abcd', '12 4', 1234]) {
    const result = familyPinRequest.safeParse({ pin });
    expect(result.success || describeIssues(result.error)).toBe(familyMessages.pinFormat);
  }
});
