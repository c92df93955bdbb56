export { Lightbox, youTubeEmbedUrl, type LightboxMedia, type LightboxProps } from './Lightbox';
