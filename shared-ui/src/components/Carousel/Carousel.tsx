import { Children, useRef, useState, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useNearViewport } from '../../hooks/useNearViewport';
import { onDemand, useOnDemand } from '../OnDemand/onDemand';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Control, Controls, Region } from './Carousel.styles';
import { StaticTrack } from './StaticTrack';
// Global: swiper's class names, which its JS puts on the elements (and the static track borrows).
import './swiper.css';
import type { CarouselBreakpoint } from './trackSettings';

export type { CarouselBreakpoint } from './trackSettings';

// swiper (about 30 KB gzipped, and a long first evaluation) downloads only when a carousel nears the screen.
const swiperTrack = onDemand(() => import('./SwiperTrack').then((loaded) => loaded.default));

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** One slide per child. */
  children: ReactNode;
  /** Autoplay interval in ms; autoplay is off when omitted. */
  autoplayDelay?: number;
  /** Transition length in ms. */
  speed?: number;
  loop?: boolean;
  slidesPerView?: number;
  spaceBetween?: number;
  /** Minimum viewport width in px mapped to settings, e.g. `{ 1024: { slidesPerView: 2 } }`. */
  breakpoints?: Record<number, CarouselBreakpoint>;
  showNavigation?: boolean;
  showPagination?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Accessible slider on swiper: labelled region, prev/next and pause controls, clickable pagination. The slides
 * show at once in a static track; swiper loads and takes over when the carousel nears the screen.
 */
export function Carousel({
  label,
  children,
  autoplayDelay,
  speed = 500,
  loop = false,
  slidesPerView = 1,
  spaceBetween = 16,
  breakpoints,
  showNavigation = true,
  showPagination = true,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  pauseLabel = 'Pause autoplay',
  playLabel = 'Play autoplay',
  className,
}: CarouselProps) {
  const regionRef = useRef<HTMLElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const hasAutoplay = autoplayDelay !== undefined && autoplayDelay > 0;
  const [playing, setPlaying] = useState(() => hasAutoplay && !prefersReducedMotion());
  const nearViewport = useNearViewport(regionRef);
  const { loading } = useOnDemand(swiperTrack, nearViewport);
  // Without swiper's code (it did not arrive) the slides stay in the static track, which then scrolls: Previous
  // and Next scroll it a view at a time (keyboard focus stays on them), autoplay's control is left out.
  const swiperMissing = loading.status === 'failed';
  const staticTrackRef = useRef<HTMLDivElement>(null);
  const scrollStaticTrack = (direction: -1 | 1) => {
    const track = staticTrackRef.current;
    track?.scrollBy({
      left: direction * track.clientWidth,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };
  // Loaded for another carousel, swiper still waits for this one to near the screen: it builds on mounting.
  const SwiperTrack = nearViewport && loading.status === 'ready' ? loading.value : undefined;
  // What both tracks lay out: the static one draws it as swiper will.
  const track = { slides: Children.toArray(children), slidesPerView, spaceBetween, breakpoints };

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (swiper && playing) swiper.autoplay.stop();
    else if (swiper) swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Region ref={regionRef} aria-roledescription="carousel" aria-label={label} className={className}>
      {(showNavigation || (hasAutoplay && !swiperMissing)) && (
        <Controls>
          {hasAutoplay && !swiperMissing && (
            <Control type="button" onClick={toggleAutoplay}>
              <span aria-hidden="true">{playing ? '❚❚' : '►'}</span>
              <VisuallyHidden>{playing ? pauseLabel : playLabel}</VisuallyHidden>
            </Control>
          )}
          {showNavigation && (
            <>
              <Control
                ref={prevRef}
                type="button"
                aria-label={previousLabel}
                onClick={swiperMissing ? () => scrollStaticTrack(-1) : undefined}
              >
                <span aria-hidden="true">‹</span>
              </Control>
              <Control
                ref={nextRef}
                type="button"
                aria-label={nextLabel}
                onClick={swiperMissing ? () => scrollStaticTrack(1) : undefined}
              >
                <span aria-hidden="true">›</span>
              </Control>
            </>
          )}
        </Controls>
      )}
      {SwiperTrack ? (
        <SwiperTrack
          {...track}
          speed={speed}
          loop={loop}
          autoplayDelay={autoplayDelay}
          startPaused={!playing}
          prevRef={prevRef}
          nextRef={nextRef}
          showNavigation={showNavigation}
          showPagination={showPagination}
          previousLabel={previousLabel}
          nextLabel={nextLabel}
          onSwiper={(swiper) => {
            swiperRef.current = swiper;
          }}
        />
      ) : (
        <StaticTrack {...track} scrollable={swiperMissing} trackRef={staticTrackRef} />
      )}
    </Region>
  );
}
