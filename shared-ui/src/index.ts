// Public API of the design system (a Module Federation shared singleton).
export * from './theme';
export * from './components/Accordion';
export * from './components/Button';
export * from './components/Card';
export * from './components/Carousel';
export * from './components/FallbackImage';
export * from './components/Feedback';
export * from './components/Form';
export * from './components/Layout';
export * from './components/Lightbox';
export * from './components/Modal';
export * from './components/ProgressBar';
export * from './components/Rating';
export * from './components/RegionFallback';
export * from './components/Spinner';
export * from './components/Tabs';
export * from './components/VisuallyHidden';
