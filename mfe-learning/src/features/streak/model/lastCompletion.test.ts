import type { RootState } from 'shared-events';
import { selectLastCompletionAt } from './lastCompletion';

const stateWith = (mutations: Record<string, unknown>) => ({ api: { mutations } }) as unknown as RootState;
const fulfilled = (endpointName: string, at: number, originalArgs: unknown = {}) => ({
  endpointName,
  status: 'fulfilled',
  fulfilledTimeStamp: at,
  originalArgs,
});

it('a completed step and a passed exercise count the day; a failed check, a draft and a failed request do not', () => {
  expect(selectLastCompletionAt(stateWith({}))).toBe(0);
  expect(
    selectLastCompletionAt(
      stateWith({
        a: fulfilled('learningCompleteLesson', 100),
        b: fulfilled('learningSaveExerciseAttempt', 200, { Result: 'passed' }),
        c: fulfilled('learningSaveExerciseAttempt', 300, { Result: 'failed' }),
        d: fulfilled('learningSaveExerciseAttempt', 400, { Result: 'draft' }),
        e: { ...fulfilled('learningCompleteLesson', 500), status: 'rejected' },
        f: fulfilled('learningSaveVideoPosition', 600),
      }),
    ),
  ).toBe(200);
});
