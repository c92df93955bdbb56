export { Carousel, type CarouselBreakpoint, type CarouselProps } from './Carousel';
