import type { Exercise } from 'shared-contract';
import type { PythonError } from 'shared-python';

export function exerciseFixture(overrides: Partial<Exercise> = {}): Exercise {
  return {
    LessonID: 2,
    StarterCode: '# Print your card here\n',
    TimeLimitMs: 3000,
    Hints: ['Use print().', 'Put the words in quotes.', 'Try print("Happy birthday!")'],
    Check: { output: { expected: 'Happy birthday!\n', match: 'trimmed' } },
    HiddenCases: 0,
    LastCode: null,
    Passed: false,
    HintsUsed: 0,
    SolutionAvailable: false,
    ...overrides,
  };
}

export const nameError: PythonError = {
  type: 'NameError',
  message: "name 'prnt' is not defined",
  line: 2,
  traceback:
    'Traceback (most recent call last):\n  File "<exercise>", line 2\nNameError: name \'prnt\' is not defined',
  explanation: 'Python does not know the word prnt. Did you mean print?',
};
