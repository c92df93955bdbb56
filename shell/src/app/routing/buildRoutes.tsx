import type { RuntimeConfig } from 'shared-contract';
import { matchPath, type RouteObject } from 'react-router-dom';
import { SIGN_IN_RETURN_PATH } from '../../features/auth/model/postLoginRedirect';
import { Layout } from '../../features/layout/Layout';
import type { TitledRoute } from '../../features/metadata';
import { HomePage } from '../pages/HomePage';
import type { LegalDocument } from '../../features/legal/legalDocuments';
import { onDemand } from 'shared-ui';
import { OnDemandPage } from '../../shared/onDemand/OnDemandPage';
import { LoginPage } from '../pages/LoginPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RedirectPage } from '../../features/auth/components/RedirectPage';
import { RemoteRegion } from '../../shared/remotes/RemoteRegion';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The spec writes one route without its leading slash; every route is absolute. */
export function absolutePath(path: string): string {
  return path.startsWith('/') ? path : `/${path}`;
}

/** The configured route a path opens, if a remote's page is what it shows. */
export function routeOfPath<Route extends { path: string }>(
  routes: readonly Route[],
  pathname: string,
): Route | undefined {
  return routes.find((route) => matchPath(absolutePath(route.path), pathname));
}

// The legal pages' texts load when one is shown; no other page needs them.
const legalPages = onDemand(() => import('../pages/LegalPage'));
const legalPage = (document: LegalDocument) => (
  <OnDemandPage part={legalPages} render={({ LegalPage }) => <LegalPage document={document} />} />
);

const shellRoutes: TitledRoute[] = [
  { index: true, element: <HomePage />, handle: { title: 'Home' } },
  { path: '/login', element: <LoginPage />, handle: { title: 'Login' } },
  { path: SIGN_IN_RETURN_PATH, element: <RedirectPage />, handle: { title: 'Signing In' } },
  { path: '/privacy-policy', element: legalPage('privacy'), handle: { title: 'Privacy Policy' } },
  { path: '/refund-policy', element: legalPage('refund'), handle: { title: 'Refund Policy' } },
  {
    path: '/terms-of-service',
    element: legalPage('terms'),
    handle: { title: 'Terms of Service' },
  },
];

/**
 * The route table, built at run time: the shell's own pages plus one page region per configured route, inside the
 * layout, which takes its page titles from the same pages. An error thrown while rendering the layout or a page
 * shows the route error screen in its place until the next navigation.
 */
export function buildRoutes(config: Pick<RuntimeConfig, 'routes'>): RouteObject[] {
  const remoteRoutes: TitledRoute[] = config.routes.map((route) => {
    const path = absolutePath(route.path);
    return {
      path,
      handle: { title: route.title },
      element: (
        <RemoteRegion key={path} remote={route.remote} module={route.module} kind="page" isRoutePage />
      ),
    };
  });
  const pages: TitledRoute[] = [
    ...shellRoutes,
    ...remoteRoutes,
    { path: '*', element: <NotFoundPage />, handle: { title: 'Page Not Found' } },
  ];
  return [
    {
      element: (
        <RouteErrorBoundary>
          <Layout pages={pages} />
        </RouteErrorBoundary>
      ),
      children: pages,
    },
  ];
}
