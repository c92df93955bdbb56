import type { Review } from 'shared-contract';

export interface RatingStats {
  count: number;
  /** Mean rating, 0 when there are no reviews. */
  average: number;
  /** Whole percent of reviews per star value, index 0 = 1 star … index 4 = 5 stars. */
  breakdown: [number, number, number, number, number];
}

export function ratingStats(reviews: readonly Pick<Review, 'Rating'>[]): RatingStats {
  const counts = [0, 0, 0, 0, 0];
  let total = 0;
  for (const { Rating } of reviews) {
    const index = Math.min(5, Math.max(1, Math.round(Rating))) - 1;
    counts[index] = (counts[index] ?? 0) + 1;
    total += Rating;
  }
  const count = reviews.length;
  const percent = (n: number) => (count === 0 ? 0 : Math.round((n / count) * 100));
  return {
    count,
    average: count === 0 ? 0 : total / count,
    breakdown: counts.map(percent) as RatingStats['breakdown'],
  };
}

/** '4.75' — the spec shows the average to 2 decimals. */
export const formatAverage = (average: number) => average.toFixed(2);

export const reviewCountText = (count: number) => `${count} Review${count === 1 ? '' : 's'}`;
