export * from './tokens';
export { media, upToQuery } from './media';
export { theme, type Theme } from './theme';
export { ThemeProvider, type ThemeProviderProps } from './ThemeProvider';
