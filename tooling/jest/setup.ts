import '@testing-library/jest-dom';
import { options } from 'preact';

// The site runs on Preact (tooling/rspack/preact.js). Preact renders on the next microtask (queueMicrotask) and
// runs effects after the next frame (requestAnimationFrame, or a 35 ms timer). jsdom never paints and tests fake
// timers and queueMicrotask, so both would wait for a timer the test never advances; here they run on the next
// real microtask, right after the render, as React's act ran them. Preact's own act still flushes them at once.
const nextMicrotask = (callback: () => void) => void Promise.resolve().then(callback);
options.debounceRendering = nextMicrotask;
options.requestAnimationFrame = nextMicrotask;
