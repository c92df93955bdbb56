/** A source of numbers in [0, 1), like Math.random; injected so tests can make questions deterministic. */
export type RandomSource = () => number;

export const defaultRandom: RandomSource = Math.random;

/** A whole number from min to max, both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** One element of a non-empty list. */
export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[randomInt(random, 0, items.length - 1)];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}
