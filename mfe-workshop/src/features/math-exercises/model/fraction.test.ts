import { checkReduction, gcd, MAX_BASE, MAX_FACTOR, nextFraction, reduce } from './fraction';
import { sequenceRandom } from '../../../testing/sequenceRandom';

describe('nextFraction', () => {
  it('keeps the numerator below the denominator and the operands within 20 times the factor', () => {
    for (let i = 0; i < 1000; i += 1) {
      const { numerator, denominator } = nextFraction(Math.random);
      expect(numerator).toBeGreaterThanOrEqual(2);
      expect(numerator).toBeLessThan(denominator);
      expect(denominator).toBeLessThanOrEqual(MAX_BASE * MAX_FACTOR);
      expect(gcd(numerator, denominator)).toBeGreaterThan(1);
    }
  });

  it('reaches the extremes of its ranges', () => {
    expect(nextFraction(sequenceRandom(0, 0, 0))).toEqual({ numerator: 2, denominator: 4 });
    expect(nextFraction(sequenceRandom(0.999, 0.999, 0.999))).toEqual({ numerator: 190, denominator: 200 });
  });
});

describe('reduce', () => {
  it.each([
    [
      { numerator: 6, denominator: 8 },
      { numerator: 3, denominator: 4 },
    ],
    [
      { numerator: 12, denominator: 36 },
      { numerator: 1, denominator: 3 },
    ],
    [
      { numerator: 3, denominator: 7 },
      { numerator: 3, denominator: 7 },
    ],
  ])('reduces %p to lowest terms %p', (fraction, reduced) => {
    expect(reduce(fraction)).toEqual(reduced);
  });
});

describe('checkReduction', () => {
  const fraction = { numerator: 6, denominator: 8 };

  it('accepts the fully reduced fraction', () => {
    expect(checkReduction(fraction, { numerator: 3, denominator: 4 })).toEqual({
      correct: true,
      message: 'Correct!',
    });
  });

  it.each([
    [{ numerator: 6, denominator: 8 }],
    [{ numerator: 4, denominator: 3 }],
    [{ numerator: 3, denominator: 5 }],
  ])('rejects %p with the correct reduction in the message', (answer) => {
    expect(checkReduction(fraction, answer)).toEqual({
      correct: false,
      message: 'Incorrect! The correct reduction for 6/8 is 3/4',
    });
  });
});
