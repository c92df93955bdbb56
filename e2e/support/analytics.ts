// The tracking tools' stand-in script hosts: loopback ports nothing listens on, answered by the test that turns
// the tools on (site.spec.ts). The stack is started with them as the configured hosts, so the site's
// Content-Security-Policy allows them as it would allow a real tool's host.
export const ANALYTICS_HOSTS = {
  tagManager: 'http://127.0.0.1:19901',
  adPixel: 'http://127.0.0.1:19902',
  webAnalytics: 'http://127.0.0.1:19903',
  marketing: 'http://127.0.0.1:19904',
};

/** The stack's environment naming those hosts; no tool id is set, so no tool starts unless a test configures one. */
export const ANALYTICS_HOST_VARIABLES = {
  ANALYTICS_TAG_MANAGER_HOST: ANALYTICS_HOSTS.tagManager,
  ANALYTICS_AD_PIXEL_HOST: ANALYTICS_HOSTS.adPixel,
  ANALYTICS_WEB_ANALYTICS_HOST: ANALYTICS_HOSTS.webAnalytics,
  ANALYTICS_MARKETING_HOST: ANALYTICS_HOSTS.marketing,
};
