// react-router-dom as the containers share it: only the part of its API the site's shipped code uses. A Module
// Federation shared module is never tree-shaken, so sharing the package itself sent all of react-router (58 KB
// gzipped, server rendering and cookie parsing included) to every visitor. The site uses the declarative router
// (BrowserRouter and useRoutes; no loaders, actions, route errors or ScrollRestoration), so the data router's core
// stays out too: the surface is 11 KB gzipped in the shell's build, and every page starts 15 KB lighter than with
// the data router's names.
// Widening it is a change to the platform contract: routerSurface.test.js (npm test) fails when shipped code
// imports a name missing here (the bundler cannot tell: it sees a shared module's exports only at run time), or
// when a name here is no longer imported (tests and their helpers, which use the package itself, do not count),
// and the shell must ship the wider surface before a remote relies on it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { packageRelativeRequest } from './shared.js';

/** The names re-exported, by the module they come from. */
export const ROUTER_SURFACE = {
  'react-router': [
    'BrowserRouter',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'matchPath',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useNavigationType',
    'useParams',
    'useRoutes',
    'useSearchParams',
  ],
};

/** The generated module's path: inside the package's node_modules, so 'react-router' resolves from there. */
export function routerSurfacePath(pkgDir) {
  return path.join(pkgDir, 'node_modules', '.shared', 'react-router-dom.js');
}

export function routerSurfaceSource() {
  return Object.entries(ROUTER_SURFACE)
    .map(([module, names]) => `export { ${names.join(', ')} } from '${module}';\n`)
    .join('');
}

/**
 * Shares the surface under the key 'react-router-dom' (same version, still a singleton), and stops sharing
 * react-router itself, which now lives, tree-shaken, inside the surface.
 * @param {Record<string, object>} shared the containers' shared config
 * @param {string} pkgDir the building package's folder
 */
export function withRouterSurface(shared, pkgDir) {
  const rest = Object.fromEntries(Object.entries(shared).filter(([key]) => key !== 'react-router'));
  return {
    ...rest,
    'react-router-dom': {
      ...shared['react-router-dom'],
      import: packageRelativeRequest(pkgDir, routerSurfacePath(pkgDir)),
    },
  };
}

/**
 * Where a production build finds react-router: its own production build. react-router 7's package exports name
 * only its development build (remix-run/react-router#12532, #14102), whose dev-only warnings and checks would
 * otherwise ship to every visitor.
 * @param {string} pkgDir the building package's folder
 */
export function productionRouterAlias(pkgDir) {
  const packageJson = createRequire(path.join(pkgDir, 'package.json')).resolve('react-router/package.json');
  return { 'react-router$': path.join(path.dirname(packageJson), 'dist', 'production', 'index.mjs') };
}
