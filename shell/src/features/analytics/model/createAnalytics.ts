import type { RuntimeConfig } from 'shared-contract';
import { createAdPixel, createMarketing, createTagManager, createWebAnalytics } from './tools';
import type { TrackingTool, TrackProperties } from './trackingTool';

export type Log = (message: string, details?: unknown) => void;

/** The tools the runtime config enables: each needs its id; a host only moves where its script comes from. */
export function toolsFromConfig(analytics: RuntimeConfig['analytics']): TrackingTool[] {
  const tools: TrackingTool[] = [];
  if (analytics.tagManagerId) tools.push(createTagManager(analytics.tagManagerId, analytics.tagManagerHost));
  if (analytics.adPixelId) tools.push(createAdPixel(analytics.adPixelId, analytics.adPixelHost));
  if (analytics.webAnalyticsId)
    tools.push(createWebAnalytics(analytics.webAnalyticsId, analytics.webAnalyticsHost));
  if (analytics.marketingPublicKey)
    tools.push(createMarketing(analytics.marketingPublicKey, analytics.marketingHost));
  return tools;
}

export interface Analytics {
  setConsent(consent: boolean | null): void;
  /** The visitor's e-mail (session, else utm_email), or null when unknown. */
  identify(email: string | null): void;
  track(event: string, properties?: TrackProperties): void;
  pageView(path: string, title: string): void;
}

/**
 * Sends events to the configured tools, and only while consent is given: nothing is loaded or sent before.
 * Events without consent are dropped, not kept for later. Without tools, `log` (development) shows them.
 */
export function createAnalytics(tools: TrackingTool[], log?: Log): Analytics {
  let consent: boolean | null = null;
  let loaded = false;
  let email: string | null = null;
  let identified: string | null = null;

  const active = () => consent === true && tools.length > 0;

  const sendIdentity = () => {
    if (!active() || !email || email === identified) return;
    identified = email;
    tools.forEach((tool) => tool.identify(email as string));
  };

  const deliver = (what: string, details: unknown, send: (tool: TrackingTool) => void) => {
    if (active()) tools.forEach(send);
    else if (log)
      log(
        `[analytics] ${what} not sent: ${consent === true ? 'no tracking tool configured' : 'no consent'}`,
        details,
      );
  };

  return {
    setConsent(next) {
      consent = next;
      if (!active()) return;
      if (!loaded) {
        loaded = true;
        tools.forEach((tool) => tool.load());
      }
      sendIdentity();
    },
    identify(next) {
      email = next;
      sendIdentity();
    },
    track(event, properties = {}) {
      deliver(`'${event}'`, properties, (tool) => tool.track(event, properties));
    },
    pageView(path, title) {
      deliver('page view', { path, title }, (tool) => tool.pageView(path, title));
    },
  };
}
