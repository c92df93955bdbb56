import { breakpoints, type BreakpointName } from './tokens';

const toPx = (value: number | BreakpointName): number =>
  typeof value === 'number' ? value : breakpoints[value];

/** Media-query prefixes for styled templates: `${media.below(768)} { ... }`. */
export const media = {
  /** Viewports narrower than `px` ("under 768 px"); the .02 keeps `px` itself out of the range. */
  below: (value: number | BreakpointName): string => `@media (max-width: ${toPx(value) - 0.02}px)`,
  /** Viewports of `px` and wider ("at 1024 px and wider"). */
  above: (value: number | BreakpointName): string => `@media (min-width: ${toPx(value)}px)`,
} as const;
