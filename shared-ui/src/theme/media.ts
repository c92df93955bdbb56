import { breakpoints, type BreakpointName } from './tokens';

const toPx = (value: number | BreakpointName): number =>
  typeof value === 'number' ? value : breakpoints[value];

/**
 * The media query for each breakpoint rule, for a styled component's template:
 * `${media.below('mobile')} { … }` writes `@media (max-width: 575.98px) { … }`.
 */
export const media = {
  /** Viewports narrower than `px` ("under 768 px"); the .02 keeps `px` itself out of the range. */
  below: (value: number | BreakpointName): string => `@media (max-width: ${toPx(value) - 0.02}px)`,
  /** Viewports of `px` and wider ("at 1024 px and wider"). */
  above: (value: number | BreakpointName): string => `@media (min-width: ${toPx(value)}px)`,
  /** Viewports of `px` and narrower ("collapses at 768 px": 768 itself is collapsed). */
  upTo: (value: number | BreakpointName): string => `@media ${upToQuery(value)}`,
  /** Viewports wider than `px`: the complement of upTo. */
  beyond: (value: number | BreakpointName): string => `@media (min-width: ${toPx(value) + 0.02}px)`,
} as const;

/** The condition of media.upTo, for matchMedia. */
export function upToQuery(value: number | BreakpointName): string {
  return `(max-width: ${toPx(value)}px)`;
}
