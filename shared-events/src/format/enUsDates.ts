/** Dates written exactly as Intl en-US writes them, without Intl: see ./index.ts for why. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The day in UTC as Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }), e.g. November 28,
 * 2026. Like Date#toLocaleDateString, an invalid date reads 'Invalid Date' instead of throwing. Intl's calendar
 * is the proleptic Gregorian one, and a year before 1 AD is written as its year of the era without the era.
 */
export function formatLongUtcDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const year = date.getUTCFullYear();
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year > 0 ? year : 1 - year}`;
}
