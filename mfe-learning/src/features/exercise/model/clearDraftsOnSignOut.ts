import { bus } from 'shared-events';
import { clearExerciseDrafts } from './drafts';

// Heard from the remote's load on (the feature's index imports this module) for the page's life, so signing out on any
// page after an exercise was open still clears its drafts.
bus.subscribe('auth:signed-out', clearExerciseDrafts);
