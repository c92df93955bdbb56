import styled, { css } from 'styled-components';

/* The layout in force (StaticTrack picks the breakpoint the viewport reaches) comes as inline custom properties.
   The slides' rule has two classes: it outweighs swiper.css's `.swiper-slide { width: 100% }` in any order. */
export const Wrapper = styled.div<{ $scrollable: boolean }>`
  gap: var(--slide-gap, 16px);

  & > .swiper-slide {
    width: calc(
      (100% - (var(--slides-per-view, 1) - 1) * var(--slide-gap, 16px)) / var(--slides-per-view, 1)
    );
  }

  /* swiper did not arrive: the learner scrolls (or swipes) to the slides instead. The padding holds the focus
     ring, drawn inside the edge: the carousel's frame (swiper's .swiper) hides what is drawn outside it, and the
     slides would cover it. */
  ${({ $scrollable }) =>
    $scrollable &&
    css`
      overflow-x: auto;
      scroll-snap-type: x mandatory;
      padding: 5px;
      scroll-padding: 5px;

      &:focus-visible {
        outline-offset: -3px;
      }

      & > .swiper-slide {
        scroll-snap-align: start;
      }
    `}
`;
