import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, parseRuntimeConfig, setRuntimeConfig, setUser, type UserInfo } from 'shared-platform';
import { renderWithStore } from 'shared-platform/testing';
import { ThemeProvider } from 'shared-ui';

export const SUPPORT_EMAIL = 'help@academy.test';
export const LEARNER: UserInfo = {
  userId: 'u-1',
  attributes: { email: 'ada@example.com', name: 'Ada Lovelace' },
};

setRuntimeConfig(
  parseRuntimeConfig({
    env: 'test',
    apiBaseUrl: 'http://api.test/dev',
    brand: {
      siteName: 'Academy',
      supportEmail: SUPPORT_EMAIL,
      productLink: 'python-programming-masterclass',
    },
    identity: {
      region: 'us-east-1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlowType: 'USER_PASSWORD_AUTH',
    },
    remotes: [{ name: 'checkout', entry: 'http://remote.test/mf-manifest.json' }],
    routes: [],
    regions: {},
  }),
);

/** Shows where the app is, so a test can assert navigation. */
function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at `path` in the app store, signed in as the demo learner unless `signedIn` is false. */
export function renderPage(
  page: ReactElement,
  { path, route, signedIn = true }: { path: string; route: string; signedIn?: boolean },
) {
  configureApi({ baseUrl: 'http://api.test/dev', getAccessToken: () => 'token' });
  const rendered = renderWithStore(
    <ThemeProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </ThemeProvider>,
  );
  if (signedIn) act(() => void rendered.store.dispatch(setUser(LEARNER)));
  return rendered;
}
