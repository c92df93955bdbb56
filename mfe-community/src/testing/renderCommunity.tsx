import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, setRuntimeConfig } from 'shared-events';
import { renderWithStore, TEST_API_BASE, testRuntimeConfig } from 'shared-events/testing';

export const testConfig = testRuntimeConfig({
  brand: {
    siteName: 'Test Academy',
    supportEmail: 'help@test.example',
    billingEmail: 'billing@test.example',
    productLink: 'the-main-course',
    phone: '+1 (555) 010-0123',
  },
  remotes: [
    { name: 'community', entry: 'http://remote.test/mf-manifest.json' },
    { name: 'learning', entry: 'http://learning.test/mf-manifest.json' },
  ],
  routes: [
    {
      path: '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
      remote: 'learning',
      module: './LessonPage',
      title: 'Lesson',
      quiet: true,
    },
  ],
});

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div hidden data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderCommunityOptions {
  /** The address the page opens at. */
  at?: string;
  /** The route pattern that renders `ui` (e.g. /blog/:postLink); every other path renders nothing. */
  path?: string;
  token?: string | null;
}

/** Renders a community page the way the shell does: runtime config, api, store, theme and router. */
export function renderCommunity(
  ui: ReactElement,
  { at = '/', path = '*', token = null }: RenderCommunityOptions = {},
) {
  setRuntimeConfig(testConfig);
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => token });
  return renderWithStore(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path={path} element={ui} />
        {path !== '*' && <Route path="*" element={null} />}
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export const currentLocation = (container: { getByTestId: (id: string) => HTMLElement }) =>
  container.getByTestId('location').textContent;
