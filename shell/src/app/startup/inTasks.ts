import { yieldToBrowser } from '../../shared/scheduling/yieldToBrowser';

/**
 * Runs each step after the previous one has finished, each in a task of its own: between two steps the browser
 * may paint and answer input. The start-up evaluates its modules this way (bootstrap.tsx).
 */
export async function inTasks<T>(
  steps: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  return last();
}
