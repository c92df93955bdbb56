import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  selectActiveChildProfile,
  switchLearnerProfile,
  useAppDispatch,
  useAppSelector,
  useBusEvent,
  type ActiveChildProfile,
  type ParentProofKind,
} from 'shared-events';
import { ParentCheckContext } from '../model/parentCheck';
import { answerParentProofRequests } from '../model/parentProofRequest';
import { PinPromptOnDemand } from './OnDemandDialogs';

/**
 * What the open check is for: handing the device to `target`, a parent-only call waiting for a proof, or a step
 * only the parent may take from a child profile (`then`).
 */
type Check = { target: ActiveChildProfile | null } | { kind: ParentProofKind } | { then: () => void };

/**
 * Holds the PIN prompt for the whole page: the profile switcher opens it, and so does a parent-only page of
 * any area (the 'family:parent-requested' event), which then opens for the parent once they are back, and a step
 * only the parent may take (asParent: the user menu's Sign Out on a child profile). It also confirms the active
 * parent when the API asks for a parent proof (requestParentProof), without any switch.
 */
export function ParentCheckProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const active = useAppSelector(selectActiveChildProfile);
  const [check, setCheck] = useState<Check | null>(null);
  /** Settles the api's request for a proof that the open check answers. */
  const settleRequest = useRef<((confirmed: boolean) => void) | undefined>(undefined);

  useEffect(() => {
    const stop = answerParentProofRequests((kind) => {
      // One request at a time: a call refused while the parent is being asked for another keeps its refusal.
      if (settleRequest.current) return Promise.resolve(false);
      return new Promise<boolean>((settle) => {
        settleRequest.current = settle;
        setCheck({ kind });
      });
    });
    return () => {
      stop();
      // A waiting call must not wait for a prompt that is gone.
      settleRequest.current?.(false);
      settleRequest.current = undefined;
    };
  }, []);

  const switchTo = useCallback(
    (target: ActiveChildProfile | null) => {
      if (active === null) {
        if (target !== null) dispatch(switchLearnerProfile(target));
        return;
      }
      if (target?.profileId === active.profileId) return;
      setCheck({ target });
    },
    [active, dispatch],
  );

  const asParent = useCallback(
    (then: () => void) => {
      if (active === null) then();
      else setCheck({ then });
    },
    [active],
  );

  useBusEvent('family:parent-requested', () => {
    if (active !== null) setCheck({ target: null });
  });

  const finish = (confirmed: boolean) => {
    if (confirmed && check && 'target' in check) dispatch(switchLearnerProfile(check.target));
    if (confirmed && check && 'then' in check) check.then();
    settleRequest.current?.(confirmed);
    settleRequest.current = undefined;
    setCheck(null);
  };

  const value = useMemo(() => ({ switchTo, asParent }), [switchTo, asParent]);
  return (
    <ParentCheckContext.Provider value={value}>
      {children}
      <PinPromptOnDemand
        isOpen={check !== null}
        kind={check && 'kind' in check ? check.kind : 'pin'}
        onClose={() => finish(false)}
        onVerified={() => finish(true)}
      />
    </ParentCheckContext.Provider>
  );
}
