import { useCallback, useEffect } from 'react';
import { selectConsent, setConsent, useAppDispatch, useAppSelector } from 'shared-events';
import { readConsentCookie, writeConsentCookie } from './consentCookie';

/**
 * The visitor's consent answer. The cookie decides (it expires after 365 days, so the banner asks again);
 * the ux slice holds the answer for every area of the page.
 */
export function useConsent(): { consent: boolean | null; answer: (accepted: boolean) => void } {
  const stored = useAppSelector(selectConsent);
  const dispatch = useAppDispatch();
  // Read at each render, not only copied into the store after the first paint: an answer given in
  // index.html's notice before the app started (or a cookie that expired since the store saved its answer)
  // must not show the wrong banner state for a frame. `answer` writes the cookie before the store.
  const consent = readConsentCookie();

  useEffect(() => {
    if (consent !== stored) dispatch(setConsent(consent));
  }, [consent, stored, dispatch]);

  const answer = useCallback(
    (accepted: boolean) => {
      writeConsentCookie(accepted);
      dispatch(setConsent(accepted));
    },
    [dispatch],
  );
  return { consent, answer };
}
