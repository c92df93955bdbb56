import type { ExerciseCheck, HiddenCases } from 'shared-contract';

/** An exercise as its author writes it, next to the lesson whose HTML is its instructions. */
export interface ExerciseSeed {
  /** What the editor holds when the learner first opens the exercise (or resets it). */
  starter: string;
  /** Shown one at a time, the gentlest first. */
  hints: string[];
  solution: string;
  check: ExerciseCheck;
  /**
   * Cases only the server runs, beside those of `check`'s lists (an exercise with stdin or function cases has
   * some): a program that only prints the visible answers fails them.
   */
  hidden?: HiddenCases;
  /** Python execution time a run may take; the contract's default (3 s) when left out. */
  timeLimitMs?: number;
}

/**
 * Python source written indented inside a template: the first line break and the common indentation are
 * removed and one final line break is kept. Raw text, so `\n` stays a backslash and an n, as Python needs.
 */
export function py(strings: TemplateStringsArray): string {
  const lines = strings.raw.join('').replace(/^\n/, '').trimEnd().split('\n');
  const indents = lines.filter((line) => line.trim() !== '').map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const indent = Math.min(...indents);
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`;
}

/** A program made of parts (each from `py`), with two blank lines between them as PEP 8 puts them. */
export const program = (...parts: string[]): string => parts.join('\n\n');
