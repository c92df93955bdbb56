// The exercise feature's public surface: other features import only what is exported here.
import { notArrived, onDemand } from 'shared-ui';
// Subscribes for the remote's life: signing out on any page after an exercise was open clears its drafts.
import './model/clearDraftsOnSignOut';

export * from './api/exerciseApi';

/** The exercise (editor and runner client) is its own chunk: a lesson without one downloads none of it. */
export const exercisePanel = onDemand(() =>
  import('./components/ExercisePanel').then((loaded) => loaded.default),
);

export const EXERCISE_FAILED_MESSAGE = notArrived('The exercise');
