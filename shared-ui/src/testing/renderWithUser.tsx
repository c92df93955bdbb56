import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders inside the platform theme and returns a user-event session bound to it. */
export function renderWithTheme(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: ThemeProvider }) };
}
