import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, type DefaultTheme } from 'styled-components';
import { theme as defaultTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the platform theme; pass a variant built from it to restyle a subtree. */
  theme?: DefaultTheme;
}

/** Provides the design tokens to every styled component below it (also usable as a test `wrapper`). */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
