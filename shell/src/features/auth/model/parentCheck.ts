import { createContext, useContext } from 'react';
import type { ActiveChildProfile } from 'shared-events';

export interface ParentCheck {
  /**
   * Makes `target` the learner on this device (null: the parent). Leaving a child profile asks for the
   * parent's PIN or password first; from the parent to a child is immediate.
   */
  switchTo(target: ActiveChildProfile | null): void;
  /**
   * Runs `then` for the parent: at once while the parent is the learner, after the parent's PIN or password while
   * a child profile is (e.g. signing the whole account out); not at all when the check is closed.
   */
  asParent(then: () => void): void;
}

/** The parent check dialog's title. */
export const PARENT_CHECK_TITLE = 'Ask a parent';

export const ParentCheckContext = createContext<ParentCheck | null>(null);

export function useParentCheck(): ParentCheck {
  const check = useContext(ParentCheckContext);
  if (!check) throw new Error('useParentCheck needs a <ParentCheckProvider> (AuthControls sets it up).');
  return check;
}
