import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-events';
import {
  renderWithStore,
  setTestRuntimeConfig as setPlatformTestRuntimeConfig,
  TEST_API_BASE,
} from 'shared-events/testing';

export const SUPPORT_EMAIL = 'help@example.test';

/** The runtime config the shell would load, with a brand that differs from the defaults so tests see it is read. */
export function setTestRuntimeConfig(): void {
  setPlatformTestRuntimeConfig({
    brand: {
      siteName: 'Test Academy',
      supportEmail: SUPPORT_EMAIL,
      productLink: 'main-course',
      phone: '+1 (555) 010-0199',
    },
  });
}

/** Renders a page as the shell does: theme, router, the app store, the configured api and runtime config. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  setTestRuntimeConfig();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  const user = userEvent.setup();
  const wrap = (children: ReactNode) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return { user, ...renderWithStore(wrap(ui)) };
}
