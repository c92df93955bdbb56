import { isValidElement, type ReactNode, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { CarouselBreakpoint } from './trackSettings';

export interface SwiperTrackProps {
  slides: ReactNode[];
  speed: number;
  loop: boolean;
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: Record<number, CarouselBreakpoint>;
  autoplayDelay?: number;
  /** Starts with autoplay stopped (the user prefers reduced motion, or paused before swiper arrived). */
  startPaused: boolean;
  prevRef: RefObject<HTMLButtonElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  showNavigation: boolean;
  showPagination: boolean;
  previousLabel: string;
  nextLabel: string;
  onSwiper: (swiper: SwiperInstance) => void;
}

/** The swiper-driven track; its own module so that swiper downloads only when a carousel needs it. */
export default function SwiperTrack({
  slides,
  speed,
  loop,
  slidesPerView,
  spaceBetween,
  breakpoints,
  autoplayDelay,
  startPaused,
  prevRef,
  nextRef,
  showNavigation,
  showPagination,
  previousLabel,
  nextLabel,
  onSwiper,
}: SwiperTrackProps) {
  const hasAutoplay = autoplayDelay !== undefined && autoplayDelay > 0;
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation, Pagination]}
      speed={speed}
      loop={loop}
      slidesPerView={slidesPerView}
      spaceBetween={spaceBetween}
      breakpoints={breakpoints}
      autoplay={
        hasAutoplay ? { delay: autoplayDelay, disableOnInteraction: false, pauseOnMouseEnter: true } : false
      }
      navigation={showNavigation ? { prevEl: prevRef.current, nextEl: nextRef.current } : false}
      pagination={showPagination ? { clickable: true } : false}
      a11y={{ prevSlideMessage: previousLabel, nextSlideMessage: nextLabel }}
      onBeforeInit={(swiper) => {
        // Hand the buttons (rendered by the Carousel) to the Navigation module before it initialises.
        if (showNavigation && typeof swiper.params.navigation === 'object') {
          swiper.params.navigation.prevEl = prevRef.current;
          swiper.params.navigation.nextEl = nextRef.current;
        }
      }}
      onSwiper={(swiper) => {
        if (hasAutoplay && startPaused) swiper.autoplay.stop();
        onSwiper(swiper);
      }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={isValidElement(slide) && slide.key !== null ? slide.key : index}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
