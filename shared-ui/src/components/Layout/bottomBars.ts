/**
 * The height of what is docked at the bottom of the viewport (the cookie banner), kept in a custom property on
 * the page's root so that floating buttons of any part of the site (the newsletter offer, Back to top) sit
 * above it instead of under it.
 */
export const BOTTOM_BARS_VAR = '--bottom-bars-height';

/** A `bottom` value `gap` above whatever is docked at the bottom of the viewport. */
export const aboveBottomBars = (gap: string): string => `calc(var(${BOTTOM_BARS_VAR}, 0px) + ${gap})`;

/** Records the height docked at the bottom of the viewport (0 when nothing is). */
export function setBottomBarsHeight(px: number, root: HTMLElement = document.documentElement): void {
  if (px > 0) root.style.setProperty(BOTTOM_BARS_VAR, `${Math.ceil(px)}px`);
  else root.style.removeProperty(BOTTOM_BARS_VAR);
}
