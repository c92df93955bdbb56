import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useRuntimeConfig } from 'shared-events';
import type { RouteHandle } from '../routing/buildRoutes';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'string';
}

/** Sets '{title} | {siteName}' from the deepest matched route. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const { siteName } = useRuntimeConfig().brand;
  const title = matches.map((match) => match.handle).filter(isRouteHandle).at(-1)?.title;
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
