import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Persistor } from 'redux-persist';

interface PersistenceGateProps {
  persistor: Persistor;
  /** Shown until the stored state is back. */
  loading: ReactNode;
  children: ReactNode;
}

/**
 * Holds the site back until redux-persist has put the stored state back, like its PersistGate, but renders the
 * site at once when that already happened, and otherwise lifts in a transition: PersistGate always lifted with a
 * setState after mounting: one more render of the whole site (a transition marks it not urgent, so React renders
 * it in slices).
 */
export function PersistenceGate({ persistor, loading, children }: PersistenceGateProps) {
  const [bootstrapped, setBootstrapped] = useState(() => persistor.getState().bootstrapped);
  useEffect(() => {
    if (bootstrapped) return undefined;
    const lift = () => {
      if (persistor.getState().bootstrapped) startTransition(() => setBootstrapped(true));
    };
    const unsubscribe = persistor.subscribe(lift);
    // It may have finished between the first render and this subscription.
    lift();
    return unsubscribe;
  }, [persistor, bootstrapped]);
  return bootstrapped ? children : loading;
}
