import { isValidElement, useSyncExternalStore, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Wrapper } from './StaticTrack.styles';
import { layoutsByBreakpoint, type CarouselBreakpoint, type TrackLayout } from './trackSettings';

export interface StaticTrackProps {
  slides: ReactNode[];
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: Record<number, CarouselBreakpoint>;
  /** Scrolls sideways (by keyboard too) to every slide: swiper, which would move between them, is missing. */
  scrollable?: boolean;
  /** The element that scrolls, for the carousel's Previous and Next. */
  trackRef?: Ref<HTMLDivElement>;
}

// swiper re-reads its breakpoints on resize too.
const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The layout of the widest breakpoint the viewport reaches, asked as swiper asks (`(min-width: …px)`): the
 * breakpoints are the caller's numbers, which a stylesheet's media query cannot take.
 */
function useCurrentLayout(base: TrackLayout, breakpoints?: Record<number, CarouselBreakpoint>): TrackLayout {
  const layouts = layoutsByBreakpoint(base, breakpoints);
  const reached = useSyncExternalStore(
    subscribeToResize,
    () =>
      layouts.reduce(
        (found, { minWidth }, index) =>
          window.matchMedia?.(`(min-width: ${minWidth}px)`).matches ? index : found,
        -1,
      ),
    () => -1,
  );
  return layouts[reached]?.layout ?? base;
}

/**
 * The first slides laid out as swiper will show them, with swiper's own class names, drawn at once while
 * swiper is not loaded yet: the page does not shift when it takes over.
 */
export function StaticTrack({
  slides,
  slidesPerView,
  spaceBetween,
  breakpoints,
  scrollable = false,
  trackRef,
}: StaticTrackProps) {
  const layout = useCurrentLayout({ slidesPerView, spaceBetween }, breakpoints);
  const layoutStyle = {
    '--slides-per-view': String(layout.slidesPerView),
    '--slide-gap': `${layout.spaceBetween}px`,
  } as CSSProperties;
  return (
    <div className="swiper" data-carousel-static="">
      <Wrapper
        ref={trackRef}
        className="swiper-wrapper"
        $scrollable={scrollable}
        style={layoutStyle}
        {...(scrollable && { tabIndex: 0, role: 'group', 'aria-label': 'Slides' })}
      >
        {slides.map((slide, index) => (
          <div className="swiper-slide" key={isValidElement(slide) && slide.key !== null ? slide.key : index}>
            {slide}
          </div>
        ))}
      </Wrapper>
    </div>
  );
}
