import {
  checkProduct,
  nextMultiplicationQuestion,
  TABLE_NUMBERS,
  usesExcludedNumber,
} from './multiplication';
import { sequenceRandom } from '../../../testing/sequenceRandom';
import { parseWholeNumber } from './wholeNumber';

describe('nextMultiplicationQuestion', () => {
  it('draws both operands from 1-10 when nothing is excluded', () => {
    expect(nextMultiplicationQuestion(new Set(), sequenceRandom(0, 0.999))).toEqual({ a: 1, b: 10 });
  });

  it('never uses an excluded number, over many draws', () => {
    const excluded = new Set([1, 2, 5, 10]);
    for (let i = 0; i < 500; i += 1) {
      const question = nextMultiplicationQuestion(excluded, Math.random);
      expect(question).not.toBeNull();
      if (!question) return;
      expect(usesExcludedNumber(question, excluded)).toBe(false);
      expect(TABLE_NUMBERS).toContain(question.a);
      expect(TABLE_NUMBERS).toContain(question.b);
    }
  });

  it('asks the only allowed number when all others are excluded', () => {
    const excluded = new Set(TABLE_NUMBERS.filter((n) => n !== 7));
    expect(nextMultiplicationQuestion(excluded, Math.random)).toEqual({ a: 7, b: 7 });
  });

  it('has no question when every number is excluded', () => {
    expect(nextMultiplicationQuestion(new Set(TABLE_NUMBERS), Math.random)).toBeNull();
  });
});

describe('checkProduct', () => {
  it('accepts the product', () => {
    expect(checkProduct({ a: 6, b: 7 }, 42)).toEqual({ correct: true, message: 'Correct!' });
  });

  it("rejects anything else with the spec's message", () => {
    expect(checkProduct({ a: 6, b: 7 }, 41)).toEqual({
      correct: false,
      message: 'Incorrect! The correct answer to 6x7 is 42',
    });
  });
});

describe('parseWholeNumber', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['-3', -3],
  ])('reads %p as %p', (text, value) => {
    expect(parseWholeNumber(text)).toBe(value);
  });

  it.each(['', '  ', '4.5', '1e2', 'abc', '4 2', '0x10'])('rejects %p', (text) => {
    expect(parseWholeNumber(text)).toBeNull();
  });
});
