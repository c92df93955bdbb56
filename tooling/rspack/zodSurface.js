// zod/mini as the containers share it: only the part of its API the site's schemas call. Each container used to
// bundle its own tree-shaken zod (11.5 KB gzipped), so a remote's page downloaded a second copy next to the
// shell's; sharing the package itself would send all of zod/mini (53 KB: a shared module is never tree-shaken).
// This surface is one tree-shaken copy, loaded by the shell. Widening it is a change to the platform contract:
// zodSurface.test.js (npm test) fails when shipped code calls a zod function missing here, and the shell must ship
// the wider surface before a remote relies on it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packageRelativeRequest } from './shared.js';

/**
 * What the schemas call (`z.object(...)`), plus `config` and `locales`, with which shared-contract/src/zod.ts sets
 * the English locale. The surface's `locales` holds English only: zod/mini's holds every language (~40 KB).
 */
export const ZOD_SURFACE = [
  'NEVER',
  '_default',
  'array',
  'boolean',
  'config',
  'custom',
  'discriminatedUnion',
  'email',
  'enum',
  'extend',
  'gte',
  'int',
  'iso',
  'lazy',
  'literal',
  'locales',
  'lte',
  'maxLength',
  'minLength',
  'nonnegative',
  'null',
  'nullable',
  'nullish',
  'number',
  'object',
  'omit',
  'optional',
  'pick',
  'pipe',
  'positive',
  'record',
  'refine',
  'regex',
  'startsWith',
  'strictObject',
  'string',
  'superRefine',
  'transform',
  'trim',
  'union',
  'url',
];

// The share key is what the code imports; the surface takes the names from the file behind it, which is not shared.
const SHARE_KEY = 'zod/mini';
const SOURCE = 'zod/v4/mini';
/** zod is shared-contract's dependency, so the generated module sits where 'zod' resolves from there. */
const CONTRACT_DIR = path.resolve(import.meta.dirname, '../../shared-contract');

export function zodSurfacePath() {
  return path.join(CONTRACT_DIR, 'node_modules', '.shared', 'zod-mini.js');
}

export function zodSurfaceSource() {
  const fromMini = ZOD_SURFACE.filter((name) => name !== 'locales');
  return [
    `export { ${fromMini.join(', ')} } from '${SOURCE}';`,
    `import en from 'zod/v4/locales/en.js';`,
    'export const locales = { en };',
    '',
  ].join('\n');
}

/**
 * Shares the surface under the key 'zod/mini' as a singleton of the installed zod's version.
 * @param {Record<string, object>} shared the containers' shared config
 * @param {string} pkgDir the building package's folder
 */
export function withZodSurface(shared, pkgDir) {
  const { version } = JSON.parse(
    readFileSync(path.join(CONTRACT_DIR, 'node_modules', 'zod', 'package.json'), 'utf8'),
  );
  return {
    ...shared,
    [SHARE_KEY]: {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      import: packageRelativeRequest(pkgDir, zodSurfacePath()),
    },
  };
}
