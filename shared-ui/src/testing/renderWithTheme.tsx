import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from '../theme/ThemeProvider';

/** Renders `ui` inside the platform theme, as the shell's root gives it to every page. */
export function renderWithTheme(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(ui, { wrapper: ThemeProvider, ...options });
}
