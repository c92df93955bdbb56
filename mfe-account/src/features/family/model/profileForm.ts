import { childBirthYears, childProfileRequest, familyMessages } from 'shared-contract';
import type * as z from 'shared-contract/zod';
import type { FormMessages } from 'shared-events/forms';

export type ChildProfileValues = z.input<typeof childProfileRequest>;

export const childProfileMessages: FormMessages<ChildProfileValues> = {
  name: { required: familyMessages.nameRequired, tooLong: familyMessages.nameTooLong },
  avatar: { required: 'Please pick an avatar.', invalid: 'Please pick an avatar.' },
  birthYear: { required: familyMessages.birthYear, invalid: familyMessages.birthYear },
};

/** The birth years the select offers, newest first: the same range the API accepts. */
export function birthYearOptions(today: Date = new Date()): { value: string; label: string }[] {
  const { earliest, latest } = childBirthYears(today);
  const years: { value: string; label: string }[] = [];
  for (let year = latest; year >= earliest; year -= 1)
    years.push({ value: String(year), label: String(year) });
  return years;
}
