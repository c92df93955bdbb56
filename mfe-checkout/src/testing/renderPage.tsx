import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, setUser, type UserInfo } from 'shared-events';
import { renderWithStore, setTestRuntimeConfig, TEST_API_BASE } from 'shared-events/testing';

export const SUPPORT_EMAIL = 'help@academy.test';
export const LEARNER: UserInfo = {
  userId: 'u-1',
  attributes: { email: 'ada@example.com', name: 'Ada Lovelace' },
};

setTestRuntimeConfig({ brand: { supportEmail: SUPPORT_EMAIL } });

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
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const rendered = renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
  if (signedIn) act(() => void rendered.store.dispatch(setUser(LEARNER)));
  return rendered;
}
