export { RegionFallback, type RegionFallbackProps } from './RegionFallback';
