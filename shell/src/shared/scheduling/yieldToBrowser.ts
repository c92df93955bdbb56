interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of start-up work.
 * Preact (which serves React's API here) renders a whole tree in one task, without React's time slicing: on a
 * phone, evaluating a remote's module and rendering it in the same task made one long task (266 ms at
 * Lighthouse's 4x CPU slowdown on a course page) where two shorter ones block the page far less. scheduler.yield()
 * keeps the continuation ahead of other queued tasks where the browser has it; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
