import { useState, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ErrorText } from '../Feedback/Feedback';
import { Spinner } from '../Spinner/Spinner';
import { useOnDemand, type OnDemand } from './onDemand';
import { Failed } from './OnDemandPart.styles';

/** What a part's place says when its code did not arrive, e.g. notArrived('The video player'). */
export function notArrived(part: string): string {
  return `${part} did not arrive. Check your connection, then try again.`;
}

export interface OnDemandPartProps<T> {
  part: OnDemand<T>;
  /** What shows while the code is on its way. */
  loading: ReactNode;
  /** What the learner reads in the part's place when its code did not arrive (`notArrived`). */
  failure: string;
  /** Puts the failure message in a frame of the part's own, where its place must keep its size (a player). */
  frame?: (failureMessage: ReactNode) => ReactNode;
  /** The part, once its code is here. */
  children: (loaded: T) => ReactNode;
}

/**
 * A part of a page whose code is a chunk of its own (a player, an editor, a form). If that code does not arrive,
 * only the part's place says so, with Try again: the rest of the page stays as it was. While a retry is on its
 * way the message stays, its button busy, so keyboard focus stays where it was.
 */
export function OnDemandPart<T>({
  part,
  loading: whileLoading,
  failure,
  frame = (failureMessage) => failureMessage,
  children,
}: OnDemandPartProps<T>) {
  const { loading, retry } = useOnDemand(part, true);
  // Failures so far, counted as each one shows: the message is made anew for each, so a screen reader announces
  // a retry that failed again (the same text in the same alert would say nothing).
  const [failures, setFailures] = useState({ count: 0, showing: false });
  const failed = loading.status === 'failed';
  if (failed !== failures.showing) setFailures({ count: failures.count + (failed ? 1 : 0), showing: failed });

  if (loading.status === 'ready') return children(loading.value);
  const retrying = loading.status === 'loading';
  if (failed || failures.count > 0)
    return frame(
      <Failed>
        <ErrorText key={failures.count}>{failure}</ErrorText>
        {/* Busy but not disabled: a disabled button would drop the keyboard focus it holds. */}
        <Button variant="secondary" size="sm" onClick={retry} aria-busy={retrying || undefined}>
          {retrying && <Spinner size="sm" decorative />}
          Try again
        </Button>
      </Failed>,
    );
  return whileLoading;
}
