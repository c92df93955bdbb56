import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import {
  isChildProfileActive,
  selectConsent,
  selectUserInfo,
  useAppSelector,
  useBusEvent,
  useRuntimeConfig,
} from 'shared-events';
import { readConsentCookie } from '../../consent';
import { createAnalytics, toolsFromConfig } from '../model/createAnalytics';
import { visitorEmail } from '../model/visitorEmail';

const logInDevelopment = (message: string, details?: unknown) => console.info(message, details);

/**
 * Connects the site to the tracking tools: every 'analytics:track' event of any area, a page view per
 * route, and the visitor's e-mail, all passed on only while consent is given. Renders nothing. While a child
 * profile learns on the device nothing is passed on at all: the parent's consent is not for tracking a child.
 */
export function AnalyticsBridge() {
  const { analytics: settings, env } = useRuntimeConfig();
  const analytics = useMemo(
    () => createAnalytics(toolsFromConfig(settings), env === 'development' ? logInDevelopment : undefined),
    [settings, env],
  );
  // The cookie must agree: a remembered answer whose cookie has expired is no consent.
  const consented = useAppSelector(selectConsent) === true && readConsentCookie() === true;
  const childLearning = useAppSelector(isChildProfileActive);
  const sessionEmail = useAppSelector(selectUserInfo)?.attributes.email;
  const { pathname, search } = useLocation();

  useEffect(() => analytics.setConsent(consented && !childLearning), [analytics, consented, childLearning]);
  // In an effect: a link's e-mail is remembered in sessionStorage, whose first read is synchronous work the
  // site's first render need not wait for. identify() sends an e-mail once, however often it is told.
  useEffect(() => analytics.identify(visitorEmail(sessionEmail, search)), [analytics, sessionEmail, search]);
  useEffect(() => {
    // After the page's title effect has run, so the view carries the new title.
    const timer = window.setTimeout(() => analytics.pageView(pathname, document.title), 0);
    return () => window.clearTimeout(timer);
  }, [analytics, pathname]);
  useBusEvent('analytics:track', ({ event, properties }) => analytics.track(event, properties));
  return null;
}
