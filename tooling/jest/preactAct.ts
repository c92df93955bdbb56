// `act` for Testing Library on Preact (jest.base.js maps react-dom/test-utils here). Preact's own act holds every
// render and effect until its callback settles, so a test that awaits time inside act (polling, debounced saves,
// fake timers advanced with advanceTimersByTimeAsync) would never see the renders and effects that time causes.
// As React's act did, an async callback lets them run as they come (setup.ts runs them on microtasks), and what
// is left is flushed when it settles; a synchronous callback is flushed at once by Preact's act.
import { act as preactAct } from 'preact/test-utils';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  // Not `instanceof Promise`: the test's realm (jsdom) and Node's (jest's timers) have different Promises.
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** Lets the microtasks a settled callback queued (renders, then the effects they schedule) run. */
async function drainMicrotasks(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

export function act(callback: () => unknown): Promise<void> {
  let result: unknown;
  const flushed = preactAct(() => {
    result = callback();
  });
  if (!isThenable(result)) return flushed;
  return Promise.resolve(result).then(async () => {
    await drainMicrotasks();
    await preactAct(() => undefined);
  });
}
