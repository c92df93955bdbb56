import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, createMemoryStorage, selectConsent, setConsent } from 'shared-events';
import { renderWithStore } from 'shared-events/testing';
import { renderWithTheme } from 'shared-ui/testing';
import { readConsentCookie } from '../model/consentCookie';
import { CookieConsentBanner, type CookieConsentBannerProps } from './CookieConsentBanner';

function renderBanner(props: CookieConsentBannerProps = {}, consentBefore: boolean | null = null) {
  const ui = (
    <MemoryRouter>
      <CookieConsentBanner {...props} />
    </MemoryRouter>
  );
  if (consentBefore === null) return renderWithStore(ui);
  const { store } = createAppStore({ storage: createMemoryStorage() });
  store.dispatch(setConsent(consentBefore));
  renderWithTheme(<Provider store={store}>{ui}</Provider>);
  return { store };
}

/** jsdom has no layout: give the page a scrollable height and scroll it to `top`. */
function scrollTo(top: number) {
  const root = document.documentElement;
  Object.defineProperty(root, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(root, 'clientHeight', { configurable: true, value: 1000 });
  root.scrollTop = top;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

afterEach(() => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
  document.documentElement.scrollTop = 0;
});

it("asks with 'I understand' only, and accepting sets the cookie and the ux slice and hides the banner", async () => {
  const { store } = renderBanner();
  expect(screen.queryByRole('button', { name: 'I decline' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'I understand' }));
  expect(readConsentCookie()).toBe(true);
  expect(selectConsent(store.getState())).toBe(true);
  expect(screen.queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
});

it("offers 'I decline' when enabled, which stores CookieConsent=false", async () => {
  const { store } = renderBanner({ enableDeclineButton: true });
  // The ghost button's text in the banner's colour, readable on its dark background.
  expect(screen.getByRole('button', { name: 'I decline' })).toHaveStyle({ color: '#ffffff' });
  await userEvent.click(screen.getByRole('button', { name: 'I decline' }));
  expect(readConsentCookie()).toBe(false);
  expect(selectConsent(store.getState())).toBe(false);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it('stays hidden when the cookie holds an earlier answer, and takes the answer into the store', () => {
  document.cookie = 'CookieConsent=true; Path=/';
  const { store } = renderBanner();
  expect(screen.queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
  expect(selectConsent(store.getState())).toBe(true);
});

it('asks again when the cookie has expired even though the store remembers an answer', () => {
  const { store } = renderBanner({}, true);
  expect(selectConsent(store.getState())).toBeNull();
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
});

it('does not accept on scroll by default', () => {
  renderBanner();
  scrollTo(900);
  expect(readConsentCookie()).toBeNull();
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
});

it('accepts once the visitor scrolls past 25% of the page when accept-on-scroll is on', () => {
  renderBanner({ acceptOnScroll: true });
  scrollTo(200);
  expect(readConsentCookie()).toBeNull();
  scrollTo(300);
  expect(readConsentCookie()).toBe(true);
  expect(screen.queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
});

it('lifts the floating buttons above itself while it shows, and lets them down once answered', async () => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 96 } as DOMRect);
  const user = userEvent.setup();
  renderBanner();
  expect(document.documentElement.style.getPropertyValue('--bottom-bars-height')).toBe('96px');
  await user.click(screen.getByRole('button', { name: 'I understand' }));
  expect(document.documentElement.style.getPropertyValue('--bottom-bars-height')).toBe('');
  jest.restoreAllMocks();
});

function addEarlyNotice() {
  const early = document.createElement('section');
  early.id = 'early-consent-notice';
  document.body.append(early);
}

it("takes the place of index.html's notice when it mounts to ask", () => {
  addEarlyNotice();
  renderBanner();
  expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
  expect(document.getElementById('early-consent-notice')).toBeNull();
});

it("removes index.html's notice when the answer is already known", () => {
  document.cookie = 'CookieConsent=true; Path=/';
  addEarlyNotice();
  renderBanner({}, true);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(document.getElementById('early-consent-notice')).toBeNull();
});

/** Every element the banner ever puts in the page, whatever is left of it once effects have run. */
function recordInsertions(): HTMLElement[] {
  const inserted: HTMLElement[] = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) if (node instanceof HTMLElement) inserted.push(node);
  }).observe(document.body, { childList: true, subtree: true });
  return inserted;
}

it("never renders, not even for a frame, when the cookie holds an answer the store does not know yet (given in index.html's notice)", async () => {
  document.cookie = 'CookieConsent=false; Path=/';
  const inserted = recordInsertions();
  const { store } = renderBanner();
  await act(async () => {});
  expect(inserted.some((node) => node.textContent?.includes('I understand'))).toBe(false);
  expect(selectConsent(store.getState())).toBe(false);
});
