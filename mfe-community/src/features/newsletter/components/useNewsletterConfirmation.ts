import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  apiErrorMessage,
  newsletterSignUpFailed,
  newsletterSignUpStarted,
  newsletterSignUpSucceeded,
  selectNewsletter,
  toggleNewsletter,
  useAppDispatch,
  useAppSelector,
} from 'shared-events';
import { NEWSLETTER_CONFIRMATION_PARAM } from 'shared-contract';
import { NEWSLETTER_ERROR, useCommunityConfirmNewsletterMutation } from '../api/newsletterApi';

/**
 * The newsletter's e-mailed link lands on the site with its token in the address: the token is sent once and
 * taken out of the address, then the offer opens with the code, or with why the link did not work.
 */
export function useNewsletterConfirmation(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const token = params.get(NEWSLETTER_CONFIRMATION_PARAM);
  const { email, isOpen } = useAppSelector(selectNewsletter);
  const [confirm] = useCommunityConfirmNewsletterMutation();
  const sent = useRef<string | null>(null);
  // Read at the answer, not when the effect started.
  const latest = useRef({ email, isOpen });
  latest.current = { email, isOpen };

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(NEWSLETTER_CONFIRMATION_PARAM);
        return next;
      },
      { replace: true },
    );
    dispatch(newsletterSignUpStarted());
    void confirm({ token }).then((result) => {
      if (result.error) dispatch(newsletterSignUpFailed(apiErrorMessage(result.error, NEWSLETTER_ERROR)));
      else dispatch(newsletterSignUpSucceeded(latest.current.email));
      if (!latest.current.isOpen) dispatch(toggleNewsletter());
    });
  }, [token, confirm, dispatch, setParams]);
}
