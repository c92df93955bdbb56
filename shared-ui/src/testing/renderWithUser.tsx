import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Renders `ui` and returns a user-event session with the render's queries. */
export function renderWithUser(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(ui) };
}
