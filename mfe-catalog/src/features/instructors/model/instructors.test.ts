import { isLinkedInProfile, staff } from './instructors';

it("takes only a person's own profile for a LinkedIn link", () => {
  expect(isLinkedInProfile('https://www.linkedin.com/in/daniel-adler')).toBe(true);
  expect(isLinkedInProfile('https://linkedin.com/in/maya-stern/')).toBe(true);
  for (const address of [
    undefined,
    'https://www.linkedin.com/',
    'https://www.linkedin.com/search/results/all/?keywords=daniel',
    'http://www.linkedin.com/in/daniel',
    'https://evil.example/in/daniel',
  ])
    expect(isLinkedInProfile(address)).toBe(false);
});

it("names no member of staff with a LinkedIn address that is not a profile (the site's front page was)", () => {
  expect(
    staff.filter((person) => person.linkedin !== undefined && !isLinkedInProfile(person.linkedin)),
  ).toEqual([]);
});
