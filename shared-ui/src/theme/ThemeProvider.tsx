import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, type DefaultTheme } from 'styled-components';
import { theme as platformTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the platform theme; pass a variant built from it to restyle a subtree. */
  theme?: DefaultTheme;
}

/** Provides the design tokens to every styled component below it (the shell's root, the harness, tests). */
export function ThemeProvider({ children, theme = platformTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
