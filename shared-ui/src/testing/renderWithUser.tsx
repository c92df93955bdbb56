import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from './renderWithTheme';

/** Renders `ui` inside the platform theme and returns a user-event session with the render's queries. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...renderWithTheme(ui) };
}
