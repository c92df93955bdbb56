import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Button, setBottomBarsHeight } from 'shared-ui';
import { handOverEarlyNotice } from '../early/earlyNotice';
import {
  ACCEPT_LABEL,
  DECLINE_LABEL,
  NOTICE_TEXT,
  PRIVACY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
} from '../model/noticeText';
import { scrolledPercent } from '../model/scrolledPercent';
import { useConsent } from '../model/useConsent';
import { Actions, Banner, DeclineButton, Text } from './CookieConsentBanner.styles';

export interface CookieConsentBannerProps {
  /** Offers 'I decline' next to 'I understand' (spec: off by default). */
  enableDeclineButton?: boolean;
  /** Scrolling past `acceptOnScrollPercentage` of the page counts as acceptance (spec: off by default). */
  acceptOnScroll?: boolean;
  acceptOnScrollPercentage?: number;
  buttonText?: string;
  declineButtonText?: string;
}

/** Asks for cookie consent until the visitor answers; tracking tools start only after acceptance. */
export function CookieConsentBanner({
  enableDeclineButton = false,
  acceptOnScroll = false,
  acceptOnScrollPercentage = 25,
  buttonText = ACCEPT_LABEL,
  declineButtonText = DECLINE_LABEL,
}: CookieConsentBannerProps) {
  const { consent, answer } = useConsent();
  const headingId = useId();
  const open = consent === null;
  const banner = useRef<HTMLElement>(null);

  // Before the first paint with this banner: index.html's copy goes in the same task.
  useLayoutEffect(() => handOverEarlyNotice(banner.current), []);

  // Floating buttons (the newsletter offer, Back to top) rise above the banner while it shows.
  useEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const measure = () => setBottomBarsHeight(element.getBoundingClientRect().height);
    // A ResizeObserver reports the first size once the page is laid out anyway; measuring here would force that
    // layout while React is still mounting the page.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(element);
    else measure();
    return () => {
      observer?.disconnect();
      setBottomBarsHeight(0);
    };
  }, [open]);

  useEffect(() => {
    if (!open || !acceptOnScroll) return;
    const onScroll = () => {
      if (scrolledPercent() > acceptOnScrollPercentage) answer(true);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [open, acceptOnScroll, acceptOnScrollPercentage, answer]);

  if (!open) return null;
  return (
    <Banner ref={banner} aria-labelledby={headingId}>
      <Text id={headingId}>
        {NOTICE_TEXT} <Link to={PRIVACY_POLICY_PATH}>{PRIVACY_LINK_TEXT}</Link>.
      </Text>
      <Actions>
        {enableDeclineButton && (
          <DeclineButton variant="ghost" size="sm" onClick={() => answer(false)}>
            {declineButtonText}
          </DeclineButton>
        )}
        <Button size="sm" onClick={() => answer(true)}>
          {buttonText}
        </Button>
      </Actions>
    </Banner>
  );
}
