import type { ParentProofKind } from 'shared-events';

type Answer = (kind: ParentProofKind) => Promise<boolean>;

let answer: Answer | undefined;

/**
 * The api's onParentProofRequired (configureApi, startShell): asks the parent check on the page to confirm the
 * parent, resolving true once a parent proof is held; false when they cancelled, or when no check is mounted.
 */
export function requestParentProof(kind: ParentProofKind): Promise<boolean> {
  return answer ? answer(kind) : Promise.resolve(false);
}

/** ParentCheckProvider answers the requests while it is mounted; returns what stops it. */
export function answerParentProofRequests(next: Answer): () => void {
  answer = next;
  return () => {
    if (answer === next) answer = undefined;
  };
}
