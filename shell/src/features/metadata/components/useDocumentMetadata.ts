import type { EventMap } from 'shared-contract';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { bus, useRuntimeConfig } from 'shared-events';
import { applyMetadata, pageTitle } from '../model/applyMetadata';
import { describePage } from '../model/descriptions';
import { routeTitle, type TitledRoute } from '../model/routeTitle';

type Refinement = EventMap['page:metadata-changed'];

/**
 * Sets the document title '{name} | {brand}' and the meta description of every page: the name from the
 * route table (`routes`, the pages the router renders), the description from the page's pattern, either
 * refined by the page (usePageMetadata).
 */
export function useDocumentMetadata(routes: TitledRoute[]): void {
  const { brand } = useRuntimeConfig();
  const { pathname } = useLocation();
  const name = useMemo(() => routeTitle(routes, pathname), [routes, pathname]);
  const [refinement, setRefinement] = useState<Refinement | null>(null);

  // A layout effect: it subscribes before any page's (passive) effect can publish.
  useLayoutEffect(() => bus.subscribe('page:metadata-changed', setRefinement), []);

  const refined = refinement?.path === pathname ? refinement : null;
  const title = pageTitle(refined?.title ?? name, brand.siteName);
  const description = refined?.description ?? describePage(pathname, brand);
  useEffect(() => applyMetadata({ title, description }), [title, description]);
}
