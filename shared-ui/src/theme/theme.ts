import { breakpoints, colors, durations, radii, shadows, sizes, space, typography, zIndices } from './tokens';

/** The design tokens every styled component reads through `props.theme` (ThemeProvider gives it). */
export const theme = {
  colors,
  space,
  radii,
  shadows,
  typography,
  breakpoints,
  durations,
  zIndices,
  sizes,
} as const;

export type Theme = typeof theme;

// Typed `props.theme` in every styled component of every package that imports shared-ui.
declare module 'styled-components' {
  // An interface, not a type alias: declaration merging needs one; it adds nothing to Theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
