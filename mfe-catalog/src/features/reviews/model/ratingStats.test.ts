import { formatAverage, ratingStats, reviewCountText } from './ratingStats';

const rated = (...ratings: number[]) => ratings.map((Rating) => ({ Rating }));

it('averages the ratings and shows them to 2 decimals', () => {
  const stats = ratingStats(rated(5, 4, 4));
  expect(stats.count).toBe(3);
  expect(formatAverage(stats.average)).toBe('4.33');
});

it('breaks the ratings down per star value in whole percents', () => {
  expect(ratingStats(rated(5, 5, 4)).breakdown).toEqual([0, 0, 0, 33, 67]);
  expect(ratingStats(rated(1, 2, 3, 4, 5, 5, 5, 5)).breakdown).toEqual([13, 13, 13, 13, 50]);
});

it('gives 0 for everything when there are no reviews', () => {
  expect(ratingStats([])).toEqual({ count: 0, average: 0, breakdown: [0, 0, 0, 0, 0] });
  expect(formatAverage(0)).toBe('0.00');
});

it('says Review or Reviews by count', () => {
  expect(reviewCountText(0)).toBe('0 Reviews');
  expect(reviewCountText(1)).toBe('1 Review');
  expect(reviewCountText(12)).toBe('12 Reviews');
});
