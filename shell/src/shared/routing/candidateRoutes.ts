import type { RouteObject } from 'react-router-dom';

/** A path's first segment, lower-cased as react-router compares it (routes are not case-sensitive); '' for '/'. */
function firstSegment(path: string): string {
  return (path.split('/').find((segment) => segment !== '') ?? '').toLowerCase();
}

/**
 * A route pattern's first segment when it is fixed text: not `:param`, absent, or holding `*` or `?` (an optional
 * segment, or a `?` react-router leaves in its regular expression, so `ab?c` matches `ac`).
 */
function staticFirstSegment(pattern: string): string | undefined {
  const segment = firstSegment(pattern);
  return segment === '' || segment.startsWith(':') || segment.includes('*') || segment.includes('?')
    ? undefined
    : segment;
}

/**
 * The routes of a table that could match `pathname`: those whose pattern's first segment is fixed text that
 * differs from the address's cannot, so they are left out. react-router flattens, ranks and compiles a regular
 * expression for every route of a table it matches, tried in rank order, and the expressions compile on first use:
 * for this site's ~30 pages that was ~40 ms of the first render at Lighthouse's 4x CPU. The order, pathless
 * layout routes and every other route stay as they are, so react-router picks the same route from what is left.
 * An address whose first segment does not decode keeps the whole table (react-router decides what it matches).
 */
export function candidateRoutes<T extends RouteObject>(routes: T[], pathname: string): T[] {
  let segment: string;
  try {
    segment = decodeURIComponent(firstSegment(pathname)).toLowerCase();
  } catch {
    return routes;
  }
  const keep = <R extends RouteObject>(list: R[]): R[] =>
    list.flatMap((route) => {
      if (route.path === undefined) {
        return route.children ? [{ ...route, children: keep(route.children) }] : [route];
      }
      const fixed = staticFirstSegment(route.path);
      return fixed === undefined || fixed === segment ? [route] : [];
    });
  return keep(routes);
}
