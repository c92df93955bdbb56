import { addScript, trimHost, type TrackingTool, type TrackProperties } from './trackingTool';

// The vendors' command queues, as their snippets define them on window.
type Queue = unknown[];
interface PixelFunction {
  (...args: unknown[]): void;
  queue: unknown[];
  callMethod?: (...args: unknown[]) => void;
  push: PixelFunction;
  loaded: boolean;
  version: string;
}
interface TrackingWindow {
  dataLayer?: Queue;
  fbq?: PixelFunction;
  _learnq?: Queue;
}

const trackingWindow = (): TrackingWindow => window as unknown as TrackingWindow;

const dataLayer = (): Queue => (trackingWindow().dataLayer ??= []);

export const DEFAULT_HOSTS = {
  tagManager: 'https://www.googletagmanager.com',
  adPixel: 'https://connect.facebook.net',
  webAnalytics: 'https://www.googletagmanager.com',
  marketing: 'https://static.klaviyo.com',
} as const;

/** Tag manager (container id): events become dataLayer entries. */
export function createTagManager(containerId: string, host: string = DEFAULT_HOSTS.tagManager): TrackingTool {
  return {
    name: 'tag manager',
    load() {
      dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`${trimHost(host)}/gtm.js?id=${encodeURIComponent(containerId)}`);
    },
    identify(email) {
      dataLayer().push({ event: 'identify', email });
    },
    track(event, properties) {
      dataLayer().push({ event, ...properties });
    },
    pageView(path, title) {
      dataLayer().push({ event: 'page_view', page_path: path, page_title: title });
    },
  };
}

/** Web analytics (measurement id), through the site tag's gtag() command queue. */
export function createWebAnalytics(
  measurementId: string,
  host: string = DEFAULT_HOSTS.webAnalytics,
): TrackingTool {
  // The site tag reads Arguments objects, not arrays, from the data layer; the parameters only type the calls.
  function gtag(...command: unknown[]): void;
  function gtag(): void {
    // eslint-disable-next-line prefer-rest-params -- see above: an array would be ignored by the tag
    dataLayer().push(arguments);
  }
  return {
    name: 'web analytics',
    load() {
      gtag('js', new Date());
      // Page views are sent by pageView on every route change, not by the tag on load.
      gtag('config', measurementId, { send_page_view: false });
      addScript(`${trimHost(host)}/gtag/js?id=${encodeURIComponent(measurementId)}`);
    },
    identify(email) {
      gtag('set', 'user_data', { email });
    },
    track(event, properties) {
      gtag('event', event, properties);
    },
    pageView(path, title) {
      gtag('event', 'page_view', { page_path: path, page_title: title, send_to: measurementId });
    },
  };
}

/** Ad pixel (pixel id): the pixel snippet's fbq() queue. */
export function createAdPixel(pixelId: string, host: string = DEFAULT_HOSTS.adPixel): TrackingTool {
  const fbq = (...args: unknown[]): void => {
    const target = trackingWindow();
    if (!target.fbq) {
      const pixel = function (...callArgs: unknown[]) {
        if (pixel.callMethod) pixel.callMethod(...callArgs);
        else pixel.queue.push(callArgs);
      } as PixelFunction;
      pixel.queue = [];
      pixel.push = pixel;
      pixel.loaded = true;
      pixel.version = '2.0';
      target.fbq = pixel;
    }
    target.fbq(...args);
  };
  return {
    name: 'ad pixel',
    load() {
      fbq('init', pixelId);
      addScript(`${trimHost(host)}/en_US/fbevents.js`);
    },
    identify(email) {
      // Advanced matching: re-initialising with the e-mail attaches it to later events.
      fbq('init', pixelId, { em: email });
    },
    track(event, properties: TrackProperties) {
      fbq('trackCustom', event, properties);
    },
    pageView() {
      fbq('track', 'PageView');
    },
  };
}

/** Marketing service (public key): the onsite script's _learnq queue. */
export function createMarketing(publicKey: string, host: string = DEFAULT_HOSTS.marketing): TrackingTool {
  const learnq = (): Queue => (trackingWindow()._learnq ??= []);
  return {
    name: 'marketing',
    load() {
      learnq();
      addScript(`${trimHost(host)}/onsite/js/klaviyo.js?company_id=${encodeURIComponent(publicKey)}`);
    },
    identify(email) {
      learnq().push(['identify', { $email: email }]);
    },
    track(event, properties) {
      learnq().push(['track', event, properties]);
    },
    pageView(path, title) {
      learnq().push(['track', 'Viewed Page', { path, title }]);
    },
  };
}
