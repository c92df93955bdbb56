import { createContext, useContext } from 'react';
import type { ActiveChildProfile } from 'shared-events';

export interface ParentCheck {
  /**
   * Makes `target` the learner on this device (null: the parent). Leaving a child profile asks for the
   * parent's PIN or password first; from the parent to a child is immediate.
   */
  switchTo(target: ActiveChildProfile | null): void;
}

/** The parent check dialog's title. */
export const PARENT_CHECK_TITLE = 'Ask a parent';

export const ParentCheckContext = createContext<ParentCheck | null>(null);

export function useParentCheck(): ParentCheck {
  const check = useContext(ParentCheckContext);
  if (!check) throw new Error('useParentCheck needs a <ParentCheckProvider> (AuthControls sets it up).');
  return check;
}
