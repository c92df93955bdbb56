export * from './tokens';
export { media } from './media';
export { theme, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
