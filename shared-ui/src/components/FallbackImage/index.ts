export { FallbackImage, type FallbackImageProps } from './FallbackImage';
export { alternateSource } from './alternateSource';
