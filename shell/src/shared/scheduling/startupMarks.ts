/** The prefix of the start-up's User Timing marks. */
export const STARTUP_MARK_PREFIX = 'startup:';

/**
 * Marks the end of a start-up step in the browser's performance timeline (User Timing): a trace (Lighthouse's,
 * DevTools') then shows which of its tasks ran which step, and `e2e/lighthouse/lantern-tbt.mjs` prints them
 * beside the blocking time each task added. A mark costs microseconds.
 */
export function markStartup(step: string): void {
  globalThis.performance?.mark?.(`${STARTUP_MARK_PREFIX}${step}`);
}
