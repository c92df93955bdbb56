import type { RootState } from 'shared-platform';

/**
 * When the learner last completed a step in this page session (the fulfilled learningCompleteLesson
 * mutations RTK Query keeps while the lesson that sent them is shown), 0 when none.
 */
export function selectLastCompletionAt(state: RootState): number {
  let latest = 0;
  for (const mutation of Object.values(state.api.mutations))
    if (mutation?.endpointName === 'learningCompleteLesson' && mutation.status === 'fulfilled')
      latest = Math.max(latest, mutation.fulfilledTimeStamp ?? 0);
  return latest;
}
