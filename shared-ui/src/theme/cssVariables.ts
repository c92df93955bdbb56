import { colors, durations, radii, shadows, sizes, space, typography, zIndices } from './tokens';

// The design tokens as CSS custom properties (`var(--color-text-muted)` for tokens.ts's `colors.textMuted`), for
// what styles the page before any script or outside styled-components: base.css, the early consent notice, the
// code editor's CodeMirror theme. index.html carries them (the shell's build puts THEME_CSS in its head).
// Components read the same tokens from the theme (theme.ts, ThemeProvider).
// Breakpoints are not here: a media query cannot read a custom property (media.ts gives each query's px).

const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const group = (prefix: string, values: Record<string, string | number>, unit = ''): [string, string][] =>
  Object.entries(values).map(([name, value]) => [`--${prefix}-${kebab(name)}`, `${value}${unit}`]);

/** Every custom property THEME_CSS defines, with its value. */
export const THEME_VARIABLES: ReadonlyMap<string, string> = new Map([
  ...group('color', colors),
  ...group('space', space),
  ...group('radius', radii),
  ...group('shadow', shadows),
  ['--font-family', typography.fontFamily],
  ['--font-family-mono', typography.fontFamilyMono],
  ...group('font-size', typography.sizes),
  ...group('font-weight', typography.weights),
  ...group('line-height', typography.lineHeights),
  ...group('duration', durations, 'ms'),
  ...group('z', zIndices),
  ...group('size', sizes),
]);

/** `:root { … }` with every token: the rule index.html carries. */
export const THEME_CSS = `:root{${[...THEME_VARIABLES].map(([name, value]) => `${name}:${value}`).join(';')}}`;
