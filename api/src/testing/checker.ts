import { after } from 'node:test';
import { startChecker, type ExerciseChecker } from 'shared-python/server';

/**
 * A real server-side checker for a test file (a few seconds to warm), closed when the file's tests end: what the
 * API runs in production, at a small size.
 */
export function testChecker(): ExerciseChecker {
  const checker = startChecker({
    workers: 2,
    queue: 16,
    memoryLimitMb: 256,
    heapLimitMb: 64,
    graceMs: 1500,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  after(() => checker.close());
  return checker;
}
