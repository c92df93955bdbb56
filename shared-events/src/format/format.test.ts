import * as platform from '../index';
import { formatCount, formatLongUtcDate, formatUsd, formatWholeUsd } from './index';

// Node's ICU writes en-US as Chromium's does: every expectation here is Intl's own answer.
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const intlWholeUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const intlLongUtcDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** A seeded generator (mulberry32), so a failure names values that reproduce. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const range = (count: number, at: (index: number) => number) =>
  Array.from({ length: count }, (_, i) => at(i));

function numbers(): number[] {
  const next = random(20261128);
  const positive = [
    ...range(2001, (i) => i),
    ...range(10001, (i) => i / 100), // every cent to $100
    ...range(10000, (i) => (i + 0.5) / 100), // half cents
    ...range(10000, (i) => i / 1000 + 0.0005), // half of the third decimal
    ...range(5000, (i) => i + 0.5), // half dollars
    ...range(2000, (i) => i + 0.49999999999999),
    ...[1.005, 1.015, 1.025, 2.675, 8.345, 0.1 + 0.2, 1 / 3, 2 / 3, 0.0049999, 0.005, 0.0005, 0.9995, 9.995],
    ...[99.995, 999.995, 999_999.995, 0.5, 1.5, 2.5, 12.5, 1e-7, 1.5e-7, 1e-300, 5e-324],
    ...[999, 1000, 9999, 10_000, 999_999, 1_000_000, 1_234_567.891, 2 ** 31, 2 ** 32, 2 ** 53, 2 ** 53 + 2],
    ...[1e15, 1e16, 1e20, 1e21, 1.5e21, 2 ** 70, 1e100, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE],
    ...range(10000, () => Math.round(next() * 10 ** (1 + Math.floor(next() * 12)))),
    ...range(10000, () => next() * 10 ** Math.floor(next() * 10)),
    ...range(5000, () => Math.round(next() * 1_000_000) / 100),
    ...range(5000, () => 10 ** (next() * 40 - 20)),
  ];
  return [...positive, ...positive.map((value) => -value), -0, NaN, Infinity, -Infinity];
}

it('writes dollars, whole dollars and counts exactly as Intl en-US does', () => {
  const values = numbers();
  const differences = values.flatMap((value) => [
    ...(formatUsd(value) === intlUsd.format(value) ? [] : [`usd ${value}: ${formatUsd(value)}`]),
    ...(formatWholeUsd(value) === intlWholeUsd.format(value)
      ? []
      : [`whole ${value}: ${formatWholeUsd(value)}`]),
    ...(formatCount(value) === value.toLocaleString('en-US')
      ? []
      : [`count ${value}: ${formatCount(value)}`]),
  ]);
  expect(differences).toEqual([]);
  expect(values.length).toBeGreaterThan(120_000);
});

it('shows the forms the site relies on', () => {
  expect([0, 1234.5, -5, 1.005, 1_000_000].map(formatUsd)).toEqual([
    '$0.00',
    '$1,234.50',
    '-$5.00',
    '$1.01',
    '$1,000,000.00',
  ]);
  expect([12.5, 13.5, 2500, 14_697, -12.5, 0.4].map(formatWholeUsd)).toEqual([
    '$13',
    '$14',
    '$2,500',
    '$14,697',
    '-$13',
    '$0',
  ]);
  expect([0, 1, 999, 1200, 12_345, 1_234_567].map(formatCount)).toEqual([
    '0',
    '1',
    '999',
    '1,200',
    '12,345',
    '1,234,567',
  ]);
  expect([formatUsd(NaN), formatCount(NaN)]).toEqual(['$NaN', 'NaN']);
});

function dates(): Date[] {
  const next = random(1128);
  const day = 86_400_000;
  const from = Date.UTC(1899, 11, 1);
  const days = Math.round((Date.UTC(2101, 0, 1) - from) / day);
  const instants = [
    ...range(days, (i) => from + i * day), // every day, at midnight UTC
    ...range(days, (i) => from + (i + 1) * day - 1), // and the last millisecond before the next
    ...range(20000, () => Math.round(next() * 2 * 8.64e15 - 8.64e15)), // anywhere a Date reaches
    ...[Date.UTC(2024, 1, 29), Date.UTC(2000, 1, 29, 23, 59, 59, 999), Date.UTC(1900, 1, 28, 23, 59)],
    ...[Date.UTC(2026, 10, 28), Date.UTC(1582, 9, 10), Date.UTC(1, 0, 1), Date.UTC(9999, 11, 31, 23, 59)],
    ...[Date.parse('0000-01-01T00:00:00Z'), Date.parse('-000001-12-31T23:59:59.999Z'), 8.64e15, -8.64e15],
  ];
  return instants.map((instant) => new Date(instant));
}

it('writes a long UTC date exactly as Intl en-US does', () => {
  const values = dates();
  const differences = values
    .filter((date) => formatLongUtcDate(date) !== intlLongUtcDate.format(date))
    .map((date) => `${date.toISOString()}: ${formatLongUtcDate(date)}`);
  expect(differences).toEqual([]);
  expect(values.length).toBeGreaterThan(160_000);
  expect(formatLongUtcDate(new Date('2026-11-28T23:59:59.999Z'))).toBe('November 28, 2026');
  expect(formatLongUtcDate(new Date('2024-02-29T00:00:00Z'))).toBe('February 29, 2024');
});

it('reads an invalid date as Date#toLocaleDateString does, instead of throwing as Intl does', () => {
  const invalid = new Date('not a date');
  expect(formatLongUtcDate(invalid)).toBe(
    invalid.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
  );
  expect(formatLongUtcDate(invalid)).toBe('Invalid Date');
});

it('calls no Intl API', () => {
  const spies = [
    jest.spyOn(Intl, 'NumberFormat'),
    jest.spyOn(Intl, 'DateTimeFormat'),
    jest.spyOn(Number.prototype, 'toLocaleString'),
    jest.spyOn(BigInt.prototype, 'toLocaleString'),
    jest.spyOn(Date.prototype, 'toLocaleString'),
    jest.spyOn(Date.prototype, 'toLocaleDateString'),
    jest.spyOn(String.prototype, 'localeCompare'),
  ];
  try {
    for (const value of [0, -1.005, 12.5, 1e21, 99.995, NaN]) {
      formatUsd(value);
      formatWholeUsd(value);
      formatCount(value);
    }
    formatLongUtcDate(new Date(Date.UTC(2026, 10, 28)));
    formatLongUtcDate(new Date(NaN));
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
});

it('is part of shared-events, the singleton the remotes read at run time', () => {
  expect(platform).toMatchObject({ formatCount, formatLongUtcDate, formatUsd, formatWholeUsd });
});
