import { useEffect } from 'react';
import { bus as defaultBus, type EventBus } from './eventBus';

/** Search engines and link previews show about this much of a description. */
export const DESCRIPTION_MAX = 160;

/** The first paragraph of `text`, cut at a word before DESCRIPTION_MAX characters. */
export function shortDescription(text: string): string {
  const first =
    text
      .trim()
      .split(/\n\s*\n|\n/)[0]
      ?.replace(/\s+/g, ' ')
      .trim() ?? '';
  if (first.length <= DESCRIPTION_MAX) return first;
  const cut = first.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

export interface PageMetadata {
  /** The page's name; the shell shows '{title} | {brand}'. */
  title?: string;
  /** Any length: the first paragraph, cut to DESCRIPTION_MAX characters, is used. */
  description?: string;
}

/**
 * Lets a page refine the title and meta description the shell sets from the route table (e.g. a course
 * page names its course). The shell applies it while the current path is the one it was set for.
 */
export function usePageMetadata({ title, description }: PageMetadata, bus: EventBus = defaultBus): void {
  useEffect(() => {
    const summary = description ? shortDescription(description) : '';
    if (!title && !summary) return;
    bus.publish('page:metadata-changed', {
      path: window.location.pathname,
      ...(title ? { title } : {}),
      ...(summary ? { description: summary } : {}),
    });
  }, [bus, title, description]);
}
