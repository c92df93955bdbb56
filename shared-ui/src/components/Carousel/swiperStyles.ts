import { css } from 'styled-components';

// The subset of swiper's own stylesheet (MIT) this carousel needs, carried as styled CSS so consumers'
// bundlers need no CSS loader for shared-ui.
export const swiperCoreStyles = css`
  .swiper {
    position: relative;
    z-index: 1;
    display: block;
    margin-inline: auto;
    padding: 0;
    overflow: hidden;
    list-style: none;
  }
  .swiper-wrapper {
    position: relative;
    z-index: 1;
    display: flex;
    width: 100%;
    height: 100%;
    box-sizing: content-box;
    transform: translate3d(0, 0, 0);
    transition-property: transform;
  }
  .swiper-horizontal {
    touch-action: pan-y;
  }
  .swiper-slide {
    position: relative;
    display: block;
    flex-shrink: 0;
    width: 100%;
    height: auto;
    transition-property: transform;
  }
  .swiper-backface-hidden .swiper-slide {
    transform: translateZ(0);
    backface-visibility: hidden;
  }
  .swiper-notification {
    position: absolute;
    left: 0;
    top: 0;
    z-index: -1000;
    opacity: 0;
    pointer-events: none;
  }
`;
