// React's API served by Preact (preact/compat) in every container: the site's code, shared-ui and the libraries
// (react-redux, react-router, react-hook-form, swiper) keep importing 'react' and 'react-dom',
// and the bundler hands them Preact. react-dom alone was 56 KB gzipped of every page's start-up; Preact with its
// compatibility layer is about 10 KB. Every container aliases the same names, so the shared singletons 'react'
// and 'react-dom' are Preact everywhere (shared.js shares them under Preact's version).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The request each React entry point is served by, as Preact's package exports name them. */
export const REACT_TO_PREACT = {
  react: 'compat/dist/compat.mjs',
  'react-dom': 'compat/dist/compat.mjs',
  'react-dom/client': 'compat/client.mjs',
  'react/jsx-runtime': 'compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime': 'compat/jsx-dev-runtime.mjs',
};

/** The Preact installed for the building package. */
export function preactDir(pkgDir) {
  return path.join(pkgDir, 'node_modules', 'preact');
}

export function preactVersion(pkgDir) {
  return JSON.parse(readFileSync(path.join(preactDir(pkgDir), 'package.json'), 'utf8')).version;
}

/** resolve.alias entries: exact requests only (`react$`), so nothing else under react/ is redirected by accident. */
export function reactAliases(pkgDir) {
  const dir = preactDir(pkgDir);
  return Object.fromEntries(
    Object.entries(REACT_TO_PREACT).map(([request, file]) => [`${request}$`, path.join(dir, file)]),
  );
}
