import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { renderWithTheme } from 'shared-ui/testing';
import { buildRuntimeConfig } from '../../../../scripts/lib/runtime-config.mjs';
import { RemoteLoaderProvider } from '../../shared/remotes/RemoteLoaderContext';
import type { RemoteLoader } from '../../shared/remotes/remoteLoader';
import { NewsletterSlot } from './NewsletterSlot';

const runtimeConfig = parseRuntimeConfig(buildRuntimeConfig());

beforeAll(() => setRuntimeConfig(runtimeConfig));
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderSlot(load: RemoteLoader['load']) {
  const loader: RemoteLoader = {
    load: jest.fn(load),
    loaded: () => undefined,
    reset: jest.fn(),
    preload: () => undefined,
    refusal: () => undefined,
  };
  renderWithTheme(
    <RemoteLoaderProvider loader={loader}>
      <main>
        <h1>The page</h1>
      </main>
      <NewsletterSlot />
    </RemoteLoaderProvider>,
  );
  return loader;
}

/** The idle wait (the timeout jsdom's missing requestIdleCallback falls back to), then the offer's load. */
async function becomeIdle() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(2000);
  });
}

it("loads community's NewsletterOffer only once the page is idle", async () => {
  const Offer: ComponentType = () => <button type="button">Get 30% Off Now!</button>;
  const loader = renderSlot(async () => Offer);
  expect(loader.load).not.toHaveBeenCalled();
  await becomeIdle();
  expect(loader.load).toHaveBeenCalledWith('community', './NewsletterOffer');
  expect(
    await within(screen.getByRole('complementary', { name: 'Newsletter offer' })).findByRole('button', {
      name: 'Get 30% Off Now!',
    }),
  ).toBeInTheDocument();
});

it('shows a small fallback with Retry outside the page content when the offer cannot load', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSlot(async () => {
    throw new Error('community is down');
  });
  await becomeIdle();
  const slot = screen.getByRole('complementary', { name: 'Newsletter offer' });
  expect(
    // Named for its part: with community down, the page's own fallback has the same title.
    within(slot).getByRole('region', {
      name: 'Newsletter offer: This part of the site is unavailable right now',
    }),
  ).toBeInTheDocument();
  expect(within(slot).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('heading', { name: 'The page' })).toBeVisible();
});

it("marks the account's pages, certificates and checkout quiet, so the offer never opens over them by itself", () => {
  const quiet = (path: string) => runtimeConfig.routes.find((route) => route.path === path)?.quiet;
  for (const path of ['/my-profile', '/my-courses', '/family', '/certificate/:certificateId', '/checkout'])
    expect([path, quiet(path)]).toEqual([path, true]);
});
