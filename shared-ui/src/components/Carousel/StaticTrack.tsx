import { isValidElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { layoutsByBreakpoint, type CarouselBreakpoint, type TrackLayout } from './trackSettings';

const slideWidth = ({ slidesPerView, spaceBetween }: TrackLayout) => css`
  gap: ${spaceBetween}px;
  & > .swiper-slide {
    width: calc((100% - ${(slidesPerView - 1) * spaceBetween}px) / ${slidesPerView});
  }
`;

const Wrapper = styled.div<{
  $layout: TrackLayout;
  $breakpoints: { minWidth: number; layout: TrackLayout }[];
}>`
  ${({ $layout }) => slideWidth($layout)}
  ${({ $breakpoints }) =>
    $breakpoints.map(
      ({ minWidth, layout }) => css`
        @media (min-width: ${minWidth}px) {
          ${slideWidth(layout)}
        }
      `,
    )}
`;

export interface StaticTrackProps {
  slides: ReactNode[];
  slidesPerView: number;
  spaceBetween: number;
  breakpoints?: Record<number, CarouselBreakpoint>;
}

/**
 * The first slides laid out as swiper will show them, with swiper's own class names, drawn at once while
 * swiper is not loaded yet: the page does not shift when it takes over.
 */
export function StaticTrack({ slides, slidesPerView, spaceBetween, breakpoints }: StaticTrackProps) {
  return (
    <div className="swiper" data-carousel-static="">
      <Wrapper
        className="swiper-wrapper"
        $layout={{ slidesPerView, spaceBetween }}
        $breakpoints={layoutsByBreakpoint({ slidesPerView, spaceBetween }, breakpoints)}
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
