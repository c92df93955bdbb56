import { useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  selectActiveChildProfile,
  switchLearnerProfile,
  useAppDispatch,
  useAppSelector,
  useBusEvent,
  type ActiveChildProfile,
} from 'shared-events';
import { ParentCheckContext } from '../model/parentCheck';
import { PinPromptOnDemand } from './OnDemandDialogs';

/**
 * Holds the PIN prompt for the whole page: the profile switcher opens it, and so does a parent-only page of
 * any area (the 'family:parent-requested' event), which then opens for the parent once they are back.
 */
export function ParentCheckProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveChildProfile);
  const [pending, setPending] = useState<{ target: ActiveChildProfile | null } | null>(null);

  const switchTo = useCallback(
    (target: ActiveChildProfile | null) => {
      if (active === null) {
        if (target !== null) dispatch(switchLearnerProfile(target));
        return;
      }
      if (target?.profileId === active.profileId) return;
      setPending({ target });
    },
    [active, dispatch],
  );

  useBusEvent('family:parent-requested', () => {
    if (active !== null) setPending({ target: null });
  });

  const value = useMemo(() => ({ switchTo }), [switchTo]);
  return (
    <ParentCheckContext.Provider value={value}>
      {children}
      <PinPromptOnDemand
        isOpen={pending !== null}
        onClose={() => setPending(null)}
        onVerified={() => {
          if (pending) dispatch(switchLearnerProfile(pending.target));
          setPending(null);
        }}
      />
    </ParentCheckContext.Provider>
  );
}
