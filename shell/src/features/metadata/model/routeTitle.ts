import { matchRoutes, type RouteObject } from 'react-router-dom';
import { candidateRoutes } from '../../../shared/routing/candidateRoutes';

/** A page of the route table, with the name its document title starts with. */
export type TitledRoute = RouteObject & { handle: { title: string } };

/** The title of the page the router shows at `pathname`: the same table, matched and ranked as the router does. */
export function routeTitle(routes: TitledRoute[], pathname: string): string | undefined {
  return matchRoutes(candidateRoutes(routes, pathname), pathname)?.at(-1)?.route.handle.title;
}
