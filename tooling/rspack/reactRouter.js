import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where a production build finds react-router and react-router/dom: their own production builds. react-router 7's package exports name
 * only its development build (remix-run/react-router#12532, #14102), whose dev-only warnings and checks would
 * otherwise ship to every visitor.
 * @param {string} pkgDir the building package's folder
 */
export function productionRouterAlias(pkgDir) {
  const packageJson = createRequire(path.join(pkgDir, 'package.json')).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist', 'production');
  // react-router-dom imports both entries: each needs its production file, or the development one ships too.
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}
