export interface CarouselBreakpoint {
  slidesPerView?: number;
  spaceBetween?: number;
}

export interface TrackLayout {
  slidesPerView: number;
  spaceBetween: number;
}

/**
 * The layout at each breakpoint, smallest first, inheriting what a breakpoint leaves out (as swiper does):
 * the static track uses it to show the slides exactly where swiper will put them.
 */
export function layoutsByBreakpoint(
  base: TrackLayout,
  breakpoints: Record<number, CarouselBreakpoint> = {},
): { minWidth: number; layout: TrackLayout }[] {
  let current = base;
  return Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b)
    .map((minWidth) => {
      current = { ...current, ...breakpoints[minWidth] };
      return { minWidth, layout: current };
    });
}
