import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { bus, parseRuntimeConfig, setRuntimeConfig, setUser, switchLearnerProfile } from 'shared-events';
import { childMia, renderWithStore } from 'shared-events/testing';
import { buildRuntimeConfig } from '../../../../../scripts/lib/runtime-config.mjs';
import { CookieConsentBanner } from '../../consent';
import { AnalyticsBridge } from './AnalyticsBridge';

type TestWindow = Window & { dataLayer?: unknown[]; _learnq?: unknown[] };
const testWindow = window as TestWindow;
const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

function configure(analytics: Record<string, string>) {
  setRuntimeConfig(parseRuntimeConfig({ ...buildRuntimeConfig(), env: 'development', analytics }));
}

function renderSite(url = '/') {
  return renderWithStore(
    <MemoryRouter initialEntries={[url]}>
      <AnalyticsBridge />
      <CookieConsentBanner />
    </MemoryRouter>,
  );
}

const courseCardClicked = () =>
  act(() =>
    bus.publish('analytics:track', {
      event: 'Course Card Clicked',
      properties: { courseName: 'Python Advanced' },
    }),
  );

let info: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
  document.head.innerHTML = '';
  delete testWindow.dataLayer;
  delete testWindow._learnq;
  sessionStorage.clear();
  jest.restoreAllMocks();
});

it('loads no tool and sends no event before consent; after I understand, loads them and sends every bus event', async () => {
  configure({
    tagManagerId: 'GTM-TEST',
    marketingPublicKey: 'PK_TEST',
    marketingHost: 'http://127.0.0.1:19004',
  });
  renderSite('/courses?utm_email=ada%40example.com');
  courseCardClicked();
  act(() => jest.advanceTimersByTime(1));
  expect(scripts()).toEqual([]);
  expect(testWindow.dataLayer).toBeUndefined();
  expect(testWindow._learnq).toBeUndefined();

  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  await user.click(screen.getByRole('button', { name: 'I understand' }));
  expect(scripts()).toEqual([
    'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
    'http://127.0.0.1:19004/onsite/js/klaviyo.js?company_id=PK_TEST',
  ]);
  courseCardClicked();
  expect(testWindow.dataLayer).toContainEqual({
    event: 'Course Card Clicked',
    courseName: 'Python Advanced',
  });
  expect(testWindow._learnq).toEqual([
    ['identify', { $email: 'ada@example.com' }],
    ['track', 'Course Card Clicked', { courseName: 'Python Advanced' }],
  ]);
});

it("identifies by the session's e-mail once signed in", () => {
  configure({ marketingPublicKey: 'PK_TEST' });
  document.cookie = 'CookieConsent=true; Path=/';
  const { store } = renderSite();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'grace@example.com', name: 'Grace' } }));
  });
  expect(testWindow._learnq).toContainEqual(['identify', { $email: 'grace@example.com' }]);
});

it("reads the link's remembered e-mail after the site has rendered, not while it renders", () => {
  configure({ marketingPublicKey: 'PK_TEST' });
  let siblingRendered = false;
  const readsWhileRendering: string[] = [];
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    if (!siblingRendered) readsWhileRendering.push(key);
    return null;
  });
  function RenderedAfterTheBridge() {
    siblingRendered = true;
    return null;
  }
  renderWithStore(
    <MemoryRouter initialEntries={['/courses']}>
      <AnalyticsBridge />
      <RenderedAfterTheBridge />
    </MemoryRouter>,
  );
  expect(Storage.prototype.getItem).toHaveBeenCalledWith('utm_email');
  expect(readsWhileRendering).toEqual([]);
});

it('passes nothing on while a child profile learns on the device, and again once the parent is back', () => {
  configure({ marketingPublicKey: 'PK_TEST' });
  document.cookie = 'CookieConsent=true; Path=/';
  const { store } = renderSite();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'grace@example.com', name: 'Grace' } }));
    store.dispatch(switchLearnerProfile(childMia));
  });
  const before = testWindow._learnq?.length ?? 0;
  courseCardClicked();
  expect(testWindow._learnq?.length ?? 0).toBe(before);
  act(() => {
    store.dispatch(switchLearnerProfile(null));
  });
  courseCardClicked();
  expect(testWindow._learnq).toContainEqual([
    'track',
    'Course Card Clicked',
    { courseName: 'Python Advanced' },
  ]);
});

it('with no tool configured sends nothing and logs the event in development', () => {
  configure({});
  document.cookie = 'CookieConsent=true; Path=/';
  renderSite();
  courseCardClicked();
  expect(scripts()).toEqual([]);
  expect(info).toHaveBeenCalledWith(
    "[analytics] 'Course Card Clicked' not sent: no tracking tool configured",
    {
      courseName: 'Python Advanced',
    },
  );
});
