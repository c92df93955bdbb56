import type { RootState } from 'shared-events';

type Mutation = RootState['api']['mutations'][string];

/** A step completed, or an exercise passed: either counts the day for the streak. */
function countsTheDay(mutation: Mutation): boolean {
  if (mutation?.status !== 'fulfilled') return false;
  if (mutation.endpointName === 'learningCompleteLesson') return true;
  // RTK Query keeps each mutation's arguments in the state; its public type leaves them out.
  const args = (mutation as { originalArgs?: { Result?: unknown } }).originalArgs;
  return mutation.endpointName === 'learningSaveExerciseAttempt' && args?.Result === 'passed';
}

/**
 * When the learner last completed a step or passed an exercise in this page session (the fulfilled mutations
 * RTK Query keeps while the lesson that sent them is shown), 0 when none.
 */
export function selectLastCompletionAt(state: RootState): number {
  let latest = 0;
  for (const mutation of Object.values(state.api.mutations))
    if (countsTheDay(mutation)) latest = Math.max(latest, mutation?.fulfilledTimeStamp ?? 0);
  return latest;
}
