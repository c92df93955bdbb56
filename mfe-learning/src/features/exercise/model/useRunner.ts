import { useEffect, useState } from 'react';
import type { PythonRunner, RunnerState } from 'shared-python';

/** The runner, created when the exercise opens (warm-up), and its state as it changes. */
export function useRunner(load: () => Promise<PythonRunner>) {
  const [runner, setRunner] = useState<PythonRunner | null>(null);
  const [state, setState] = useState<RunnerState>('starting');

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    load().then(
      (loaded) => {
        if (!active) return;
        setRunner(loaded);
        setState(loaded.state());
        unsubscribe = loaded.subscribe((next) => {
          if (active) setState(next);
        });
        // A failed start shows through the state; the promise itself needs no handler beyond that.
        loaded.ready().catch(() => undefined);
      },
      () => {
        if (active) setState('failed');
      },
    );
    return () => {
      active = false;
      unsubscribe();
    };
  }, [load]);

  return { runner, state };
}
