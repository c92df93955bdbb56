import { bonuses, bonusTotal, formatUsd, struckTotal } from './pricing';

it('has the four bonuses at their spec prices', () => {
  expect(bonuses.map((bonus) => [bonus.title, bonus.price])).toEqual([
    ['Next Level Projects', 599],
    ['Real World Ready', 3000],
    ['Mastery Code Network', 199],
    ['Instant Solutions', 499],
  ]);
});

it('strikes through the bonus sum plus the 10,400 of the lessons', () => {
  expect(bonusTotal()).toBe(4297);
  expect(struckTotal()).toBe(14_697);
  expect(struckTotal([{ title: 'x', description: 'y', price: 100 }])).toBe(10_500);
});

it('formats whole dollars with thousands separators', () => {
  expect(formatUsd(14_697)).toBe('$14,697');
  expect(formatUsd(129)).toBe('$129');
});
