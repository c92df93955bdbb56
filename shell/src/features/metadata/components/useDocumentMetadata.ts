import type { EventMap } from 'shared-contract';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { bus, useRuntimeConfig } from 'shared-platform';
import { applyMetadata, pageTitle } from '../model/applyMetadata';
import { describePage } from '../model/descriptions';

type Refinement = EventMap['page:metadata-changed'];

function routeTitle(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : undefined;
}

/**
 * Sets the document title '{name} | {brand}' and the meta description of every page: the name from the
 * route table, the description from the page's pattern, either refined by the page (usePageMetadata).
 */
export function useDocumentMetadata(): void {
  const { brand } = useRuntimeConfig();
  const { pathname } = useLocation();
  const name = useMatches()
    .map((match) => routeTitle(match.handle))
    .filter((title) => title !== undefined)
    .at(-1);
  const [refinement, setRefinement] = useState<Refinement | null>(null);

  // A layout effect: it subscribes before any page's (passive) effect can publish.
  useLayoutEffect(() => bus.subscribe('page:metadata-changed', setRefinement), []);

  const refined = refinement?.path === pathname ? refinement : null;
  const title = pageTitle(refined?.title ?? name, brand.siteName);
  const description = refined?.description ?? describePage(pathname, brand);
  useEffect(() => applyMetadata({ title, description }), [title, description]);
}
