/**
 * Numbers written exactly as Intl en-US writes them, without Intl: see ./index.ts for why.
 * Like ICU, a number is rounded from its shortest round-trip decimal (String(n): 2.675, not the binary
 * 2.67499…), half away from zero, and a negative value keeps its sign when it rounds to zero (-$0.00).
 */

interface Decimal {
  whole: string;
  fraction: string;
}

/** The digits of a finite, non-negative number's shortest decimal, without an exponent. */
function decimalDigits(magnitude: number): Decimal {
  const [, int = '0', frac = '', exponent = '0'] =
    /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(magnitude)) ?? [];
  const digits = int + frac;
  const point = int.length + Number(exponent);
  if (point <= 0) return { whole: '0', fraction: '0'.repeat(-point) + digits };
  return { whole: digits.slice(0, point).padEnd(point, '0'), fraction: digits.slice(point) };
}

/** Rounds to at most `places` fraction digits, a dropped 5 or more rounding up. */
function round({ whole, fraction }: Decimal, places: number): Decimal {
  if (fraction.length <= places) return { whole, fraction };
  const kept = whole + fraction.slice(0, places);
  const rounded =
    fraction.charAt(places) >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const point = rounded.length - places;
  return { whole: rounded.slice(0, point), fraction: rounded.slice(point) };
}

function formatEnUs(value: number, prefix: string, minFraction: number, maxFraction: number): string {
  if (Number.isNaN(value)) return `${prefix}NaN`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  if (!Number.isFinite(value)) return `${sign}${prefix}∞`;
  const { whole, fraction } = round(decimalDigits(Math.abs(value)), maxFraction);
  const shown =
    fraction.slice(0, minFraction).padEnd(minFraction, '0') + fraction.slice(minFraction).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${prefix}${grouped}${shown ? `.${shown}` : ''}`;
}

/** US dollars to the cent: Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }), e.g. $1,234.50. */
export const formatUsd = (amount: number): string => formatEnUs(amount, '$', 2, 2);

/** Whole US dollars, the same with maximumFractionDigits: 0, e.g. 12.5 -> $13. */
export const formatWholeUsd = (amount: number): string => formatEnUs(amount, '$', 0, 0);

/** A count with en-US grouping: n.toLocaleString('en-US'), e.g. 12,345 (any other number too, to 3 decimals). */
export const formatCount = (count: number): string => formatEnUs(count, '', 0, 3);
