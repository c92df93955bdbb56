import { useEffect } from 'react';
import { bus as defaultBus, type EventBus } from './eventBus';

export interface PageMetadata {
  /** The page's name; the shell shows '{title} | {brand}'. */
  title?: string;
  description?: string;
}

/**
 * Lets a page refine the title and meta description the shell sets from the route table (e.g. a course
 * page names its course). The shell applies it while the current path is the one it was set for.
 */
export function usePageMetadata({ title, description }: PageMetadata, bus: EventBus = defaultBus): void {
  useEffect(() => {
    if (!title && !description) return;
    bus.publish('page:metadata-changed', {
      path: window.location.pathname,
      ...(title ? { title } : {}),
      ...(description ? { description } : {}),
    });
  }, [bus, title, description]);
}
