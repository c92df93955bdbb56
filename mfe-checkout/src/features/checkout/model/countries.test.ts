import { COUNTRY_CODES, countryOptions } from './countries';

it('lists the 249 ISO 3166-1 codes once each', () => {
  expect(COUNTRY_CODES).toHaveLength(249);
  expect(new Set(COUNTRY_CODES).size).toBe(249);
  expect(COUNTRY_CODES.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
});

it('names every country in English and sorts them by name', () => {
  const options = countryOptions();
  expect(options.find((country) => country.code === 'IL')?.name).toBe('Israel');
  expect(options.find((country) => country.code === 'US')?.name).toBe('United States');
  expect(options.every((country) => country.name !== country.code)).toBe(true);
  const names = options.map((country) => country.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
});
