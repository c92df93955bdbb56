import { useCallback, useEffect } from 'react';
import { selectConsent, setConsent, useAppDispatch, useAppSelector, useAppStore } from 'shared-platform';
import { readConsentCookie, writeConsentCookie } from './consentCookie';

/**
 * The visitor's consent answer. The cookie decides (it expires after 365 days, so the banner asks again);
 * the ux slice holds the answer for every area of the page.
 */
export function useConsent(): { consent: boolean | null; answer: (accepted: boolean) => void } {
  const consent = useAppSelector(selectConsent);
  const dispatch = useAppDispatch();
  const store = useAppStore();

  // At start only: afterwards the answer changes through `answer`, which writes the cookie first.
  useEffect(() => {
    const fromCookie = readConsentCookie();
    if (fromCookie !== selectConsent(store.getState())) dispatch(setConsent(fromCookie));
  }, [dispatch, store]);

  const answer = useCallback(
    (accepted: boolean) => {
      writeConsentCookie(accepted);
      dispatch(setConsent(accepted));
    },
    [dispatch],
  );
  return { consent, answer };
}
