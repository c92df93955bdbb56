export { bus, createEventBus, type EventBus, type EventBusOptions } from './eventBus';
export { useBusEvent } from './useBusEvent';
export { usePageMetadata, type PageMetadata } from './usePageMetadata';
