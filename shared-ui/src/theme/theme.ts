import { breakpoints, colors, durations, radii, shadows, sizes, space, typography, zIndices } from './tokens';

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
  export interface DefaultTheme {
    colors: Theme['colors'];
    space: Theme['space'];
    radii: Theme['radii'];
    shadows: Theme['shadows'];
    typography: Theme['typography'];
    breakpoints: Theme['breakpoints'];
    durations: Theme['durations'];
    zIndices: Theme['zIndices'];
    sizes: Theme['sizes'];
  }
}
