import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useFirstScreenShown } from '../FirstScreen/firstScreen';

/**
 * Whether the parts of the page marked Staged wait their turn (see Staged). Off unless a provider turns it on: the
 * shell turns it on for the page a visitor arrives on, when that page opens at its top, until the visitor first
 * presses or types or leaves it (shell's useStagingOnArrival).
 */
const StagingContext = createContext(false);

export const StagingProvider = StagingContext.Provider;

type Reveal = () => void;

// One queue for the whole site (shared-ui is a shared singleton): the shell's parts and a remote's take turns.
const waiting: Reveal[] = [];
let turnScheduled = false;

function revealNext(): void {
  turnScheduled = false;
  waiting.shift()?.();
  if (waiting.length > 0) scheduleTurn();
}

function scheduleTurn(): void {
  if (turnScheduled) return;
  turnScheduled = true;
  // A task of its own; the render the reveal asks for runs in it too (Preact renders from a microtask).
  setTimeout(revealNext, 0);
}

/**
 * A part of the page, below its first screen, rendered after the rest when staging is on: Preact renders a whole
 * tree in one task (React's time slicing is not there), so a long page built at once is one long task on a phone
 * (~400 ms at Lighthouse's 4x CPU slowdown for home). Staged parts wait until the page's first screen has been shown
 * (FirstScreen: so their requests do not compete with its own either), then render one per task, in the order they
 * were mounted (a remote's page mounts after the shell's frame); each shows its fallback (nothing by default) until
 * its turn. With staging off (a page reached by a link or Back, where the scroll position must find its content)
 * they render at once.
 */
export function Staged({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** Shown until its turn: e.g. a screen's height, so what follows (the footer) stays out of view meanwhile. */
  fallback?: ReactNode;
}) {
  const staging = useContext(StagingContext);
  const [shown, setShown] = useState(!staging);
  const firstScreenShown = useFirstScreenShown();
  useEffect(() => {
    if (shown || !firstScreenShown) return undefined;
    // Effects run after the paint, in the page's order: the queue keeps that order.
    const reveal = () => setShown(true);
    waiting.push(reveal);
    scheduleTurn();
    return () => {
      const index = waiting.indexOf(reveal);
      if (index !== -1) waiting.splice(index, 1);
    };
  }, [shown, firstScreenShown]);
  return <>{shown ? children : fallback}</>;
}
