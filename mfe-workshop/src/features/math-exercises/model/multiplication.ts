import { pick, type RandomSource } from './random';

/** Operands of the multiplication practice (spec §9: 1-10). */
export const TABLE_NUMBERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

export interface MultiplicationQuestion {
  a: number;
  b: number;
}

/** Both operands come from the numbers the learner has not excluded; null when every number is excluded. */
export function nextMultiplicationQuestion(
  excluded: ReadonlySet<number>,
  random: RandomSource,
): MultiplicationQuestion | null {
  const allowed = TABLE_NUMBERS.filter((n) => !excluded.has(n));
  if (allowed.length === 0) return null;
  return { a: pick(random, allowed), b: pick(random, allowed) };
}

export function usesExcludedNumber(question: MultiplicationQuestion, excluded: ReadonlySet<number>): boolean {
  return excluded.has(question.a) || excluded.has(question.b);
}

export type CheckResult = { correct: true; message: string } | { correct: false; message: string };

export function checkProduct(question: MultiplicationQuestion, answer: number): CheckResult {
  const product = question.a * question.b;
  return answer === product
    ? { correct: true, message: 'Correct!' }
    : {
        correct: false,
        message: `Incorrect! The correct answer to ${question.a}x${question.b} is ${product}`,
      };
}
