import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { renderWithStore, TEST_API_BASE } from 'shared-events/testing';
import type { AuthClient } from '../model/authClient';
import { AuthProvider } from '../model/AuthContext';

const OAUTH = {
  domain: 'auth.example.test',
  scopes: ['openid', 'email', 'profile'],
  redirectSignIn: ['http://localhost/redirect'],
  redirectSignOut: ['http://localhost/'],
};

export function setTestConfig({ oauth = false }: { oauth?: boolean } = {}) {
  setRuntimeConfig(
    parseRuntimeConfig({
      env: 'test',
      apiBaseUrl: TEST_API_BASE,
      brand: {
        siteName: 'PyLearn Academy',
        supportEmail: 'support@pylearn.academy',
        productLink: 'python-programming-masterclass',
      },
      identity: {
        region: 'local',
        userPoolId: 'local_pool',
        userPoolClientId: 'client',
        endpoint: 'http://127.0.0.1:9229',
        authFlowType: 'USER_PASSWORD_AUTH',
        ...(oauth ? { oauth: OAUTH } : {}),
      },
      remotes: [],
      routes: [],
      regions: {},
    }),
  );
}

/** Renders inside the app store, theme, router and an AuthProvider with the given client. */
export function renderAuth(ui: ReactElement, { auth, route = '/' }: { auth: AuthClient; route?: string }) {
  const reload = jest.fn();
  const user = userEvent.setup();
  const rendered = renderWithStore(
    <MemoryRouter initialEntries={[route]}>
      <AuthProvider services={{ auth, reload }}>{ui}</AuthProvider>
    </MemoryRouter>,
  );
  return { ...rendered, reload, user };
}
