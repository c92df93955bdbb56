import { useEffect, useState } from 'react';

/** Code the start-up leaves out, loaded the first time something asks for it and kept from then on. */
export interface OnDemand<T> {
  /** What was loaded, if it was. */
  loaded(): T | undefined;
  /** Loads it (once; a failed load may be asked for again). */
  load(): Promise<T>;
}

/** Code loaded on demand (a chunk of its own), kept once loaded; a failed load is asked for again next time. */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: { loaded: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value?.loaded,
    load() {
      pending ??= load().then(
        (loaded) => {
          value = { loaded };
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

export type Loading<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; value: T };

/**
 * Loads `part` once `wanted` is first true, as plain state rather than React.lazy: React holds a Suspense
 * boundary's content back until 300 ms after its fallback showed, and a lazy component whose code failed to
 * arrive throws that failure for the rest of the page's life. `retry` asks again after a failed load.
 */
export function useOnDemand<T>(
  part: OnDemand<T>,
  wanted: boolean,
): { loading: Loading<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [, setLoadedAttempt] = useState<number | null>(null);
  const [asked, setAsked] = useState(wanted);
  if (wanted && !asked) setAsked(true);

  const loaded = part.loaded();
  useEffect(() => {
    if (!asked || loaded !== undefined) return undefined;
    let active = true;
    part.load().then(
      () => active && setLoadedAttempt(attempt),
      () => active && setFailedAttempt(attempt),
    );
    return () => {
      active = false;
    };
  }, [part, asked, loaded, attempt]);

  const loading: Loading<T> =
    loaded !== undefined
      ? { status: 'ready', value: loaded }
      : !asked
        ? { status: 'idle' }
        : failedAttempt === attempt
          ? { status: 'failed' }
          : { status: 'loading' };
  return { loading, retry: () => setAttempt(attempt + 1) };
}
