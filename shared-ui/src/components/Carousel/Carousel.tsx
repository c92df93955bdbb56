import { Children, Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Swiper as SwiperInstance } from 'swiper';
import { useNearViewport } from '../../hooks/useNearViewport';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { StaticTrack } from './StaticTrack';
import { swiperCoreStyles } from './swiperStyles';
import type { CarouselBreakpoint } from './trackSettings';

export type { CarouselBreakpoint } from './trackSettings';

// swiper (about 30 KB gzipped, and a long first evaluation) downloads only when a carousel nears the screen.
const SwiperTrack = lazy(() => import('./SwiperTrack'));

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

const Region = styled.section`
  position: relative;
  ${swiperCoreStyles}

  .swiper {
    padding-bottom: 2.5rem;
  }

  .swiper-pagination {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0.5rem;
    display: flex;
    justify-content: center;
    gap: ${({ theme }) => theme.space.xs};
  }

  .swiper-pagination-lock {
    display: none;
  }

  .swiper-pagination-bullet {
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
    cursor: pointer;
  }

  .swiper-pagination-bullet-active {
    background: ${({ theme }) => theme.colors.primary};
  }

  .swiper-pagination-bullet:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.xs};
`;

const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 1.25rem;
  line-height: 1;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  &:disabled,
  &.swiper-button-disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }

  &.swiper-button-lock {
    display: none;
  }
`;

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
  const slides = Children.toArray(children);
  const staticTrack = (
    <StaticTrack
      slides={slides}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={breakpoints}
    />
  );

  const toggleAutoplay = () => {
    const swiper = swiperRef.current;
    if (swiper && playing) swiper.autoplay.stop();
    else if (swiper) swiper.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <Region ref={regionRef} aria-roledescription="carousel" aria-label={label} className={className}>
      {(showNavigation || hasAutoplay) && (
        <Controls>
          {hasAutoplay && (
            <ControlButton type="button" onClick={toggleAutoplay}>
              <span aria-hidden="true">{playing ? '❚❚' : '►'}</span>
              <VisuallyHidden>{playing ? pauseLabel : playLabel}</VisuallyHidden>
            </ControlButton>
          )}
          {showNavigation && (
            <>
              <ControlButton ref={prevRef} type="button" aria-label={previousLabel}>
                <span aria-hidden="true">‹</span>
              </ControlButton>
              <ControlButton ref={nextRef} type="button" aria-label={nextLabel}>
                <span aria-hidden="true">›</span>
              </ControlButton>
            </>
          )}
        </Controls>
      )}
      {nearViewport ? (
        <Suspense fallback={staticTrack}>
          <SwiperTrack
            slides={slides}
            speed={speed}
            loop={loop}
            slidesPerView={slidesPerView}
            spaceBetween={spaceBetween}
            breakpoints={breakpoints}
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
        </Suspense>
      ) : (
        staticTrack
      )}
    </Region>
  );
}
