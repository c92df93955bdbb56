import type { RandomSource } from '../features/math-exercises/model/random';

/** A RandomSource that replays the given values in a loop, for deterministic questions in tests. */
export function sequenceRandom(...values: number[]): RandomSource {
  let index = 0;
  return () => {
    const value = values[index % values.length] ?? 0;
    index += 1;
    return value;
  };
}
