import type { CheckResult } from './multiplication';
import { randomInt, type RandomSource } from './random';

/** Numerator and denominator are base numbers up to 20 times a common factor (spec §9). */
export const MAX_BASE = 20;
export const MIN_FACTOR = 2;
export const MAX_FACTOR = 10;

export interface Fraction {
  numerator: number;
  denominator: number;
}

export function gcd(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function reduce({ numerator, denominator }: Fraction): Fraction {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * A proper fraction (numerator below denominator) that can always be reduced: two different base numbers
 * from 1 to 20, the smaller on top, both multiplied by a factor from 2 to 10.
 */
export function nextFraction(random: RandomSource): Fraction {
  const first = randomInt(random, 1, MAX_BASE - 1);
  const second = randomInt(random, first + 1, MAX_BASE);
  const factor = randomInt(random, MIN_FACTOR, MAX_FACTOR);
  return { numerator: first * factor, denominator: second * factor };
}

export function checkReduction(fraction: Fraction, answer: Fraction): CheckResult {
  const reduced = reduce(fraction);
  return answer.numerator === reduced.numerator && answer.denominator === reduced.denominator
    ? { correct: true, message: 'Correct!' }
    : {
        correct: false,
        message: `Incorrect! The correct reduction for ${fraction.numerator}/${fraction.denominator} is ${reduced.numerator}/${reduced.denominator}`,
      };
}
