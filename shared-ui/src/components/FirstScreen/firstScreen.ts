import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * The first screen of the page a visitor arrives on, and the requests that wait for it. On a phone on a slow
 * connection every request shares the line (and the browser's few connections) with what that first screen needs:
 * the start-up's scripts, the page's code and its data. So what the first screen does not need (the session's
 * records, a lesson's course menu, the newsletter offer, the parts of a page below its first screen) waits until it
 * has been shown. One state for the whole site (shared-ui is a shared singleton): the shell and every remote see it.
 *
 * Only the composed site's arrival waits: the shell calls beginFirstScreen() as it starts. Without it (a remote on
 * its own, a test) the first screen counts as shown from the start. It is shown once the shell has committed the
 * page (firstScreenCommitted), nothing holds it any more (a page whose code is loading, a lesson whose text is:
 * useFirstScreenHold) and the browser has painted; or FIRST_SCREEN_WAIT_MS after the commit at the latest, so
 * nothing waits for ever. After that it stays shown: pages reached within the site never wait.
 */

/** How long after the page is committed its holds may keep the rest waiting. */
export const FIRST_SCREEN_WAIT_MS = 4000;

let shown = true;
let committed = false;
let deadline: ReturnType<typeof setTimeout> | undefined;
const holds = new Set<object>();
const listeners = new Set<() => void>();

function show(): void {
  if (shown) return;
  shown = true;
  clearTimeout(deadline);
  const waiting = [...listeners];
  listeners.clear();
  for (const listener of waiting) listener();
}

/**
 * A frame reaches the screen some time after the main thread has painted it (tens of milliseconds on a busy phone,
 * with the GPU process's work in between): what waits for the first screen waits this long after its paint.
 */
export const FIRST_SCREEN_SETTLE_MS = 100;

/** After the browser's next paint has reached the screen. A hidden tab has no frames: the deadline. */
function afterPaint(run: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(run, FIRST_SCREEN_SETTLE_MS);
    return;
  }
  requestAnimationFrame(() => setTimeout(run, FIRST_SCREEN_SETTLE_MS));
}

/** Counts the checks asked for: only the last one, a full paint after the latest change, may show it. */
let latestCheck = 0;

function checkSoon(): void {
  if (shown || !committed) return;
  // A hold released as another takes its place (a page region handing over to its page) leaves none only for a
  // moment, and a part let go just now has not reached the screen yet: each change starts the wait again.
  const check = ++latestCheck;
  afterPaint(() => {
    if (check === latestCheck && committed && holds.size === 0) show();
  });
}

/** The shell, as it starts: the page about to render is the arrival, and what waits for its first screen waits. */
export function beginFirstScreen(): void {
  clearTimeout(deadline);
  shown = false;
  committed = false;
  holds.clear();
}

/** The shell, once the arrival page has been committed (its parts that hold have said so by then). */
export function firstScreenCommitted(waitMs: number = FIRST_SCREEN_WAIT_MS): void {
  if (shown || committed) return;
  committed = true;
  deadline = setTimeout(show, waitMs);
  checkSoon();
}

export function isFirstScreenShown(): boolean {
  return shown;
}

/** Runs `run` once the first screen has been shown: at once if it has. Returns a function that cancels it. */
export function afterFirstScreen(run: () => void): () => void {
  if (shown) {
    run();
    return () => undefined;
  }
  const listener = () => run();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the first screen until the returned function is called. */
export function holdFirstScreen(): () => void {
  const hold = {};
  if (!shown) holds.add(hold);
  return () => {
    if (holds.delete(hold)) checkSoon();
  };
}

function subscribe(onChange: () => void): () => void {
  // Once shown it stays shown for the page's life (beginFirstScreen runs once, before anything subscribes): nothing
  // to hear of, and no call back while the component subscribes.
  if (shown) return () => undefined;
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Whether the first screen has been shown; a component re-renders when it is. */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(subscribe, isFirstScreenShown, isFirstScreenShown);
}

/**
 * Holds the first screen while `holding`: a part of the arrival page whose content is not there yet (held from the
 * page's commit, before the browser paints, so the shell's count sees it).
 */
export function useFirstScreenHold(holding: boolean): void {
  useLayoutEffect(() => (holding ? holdFirstScreen() : undefined), [holding]);
}
