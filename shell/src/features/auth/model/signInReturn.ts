/**
 * Where the modal's sign-in (or sign-up and confirmation) leads once it succeeds, when the request that opened it
 * named a place (Enroll Now: that course's checkout). Kept in memory for this page only: the sign-in ends with a
 * full load of that address instead of a reload, so nothing can race it and nothing is left for a later visit.
 */
let returnTo: string | null = null;

/** Same-site paths only: a request must never send the learner elsewhere. */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function setSignInReturn(path: string | null): void {
  returnTo = path !== null && isSitePath(path) ? path : null;
}

/** The place, forgotten once read; null when the sign-in was not asked for on the way to somewhere. */
export function takeSignInReturn(): string | null {
  const path = returnTo;
  returnTo = null;
  return path;
}
