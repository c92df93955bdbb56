import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
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

export interface CookieConsentBannerProps {
  /** Offers 'I decline' next to 'I understand' (spec: off by default). */
  enableDeclineButton?: boolean;
  /** Scrolling past `acceptOnScrollPercentage` of the page counts as acceptance (spec: off by default). */
  acceptOnScroll?: boolean;
  acceptOnScrollPercentage?: number;
  buttonText?: string;
  declineButtonText?: string;
}

const Banner = styled.section`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  a {
    color: ${({ theme }) => theme.colors.textInverse};
  }
`;

const Text = styled.p`
  max-width: 48rem;
  margin: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

const DeclineButton = styled(Button)`
  color: ${({ theme }) => theme.colors.textInverse};
`;

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
