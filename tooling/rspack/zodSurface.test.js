import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { shippedFiles } from './shippedFiles.js';
import { ZOD_SURFACE, withZodSurface, zodSurfaceSource } from './zodSurface.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every package whose code a container ships: the shared ones and each container. */
const SOURCE_DIRS = [
  'shared-contract',
  'shared-events',
  'shared-ui',
  'shell',
  ...readdirSync(root).filter((folder) => folder.startsWith('mfe-')),
].map((folder) => path.join(root, folder, 'src'));

/**
 * The zod functions a file calls through its namespace import of the contract's zod (`z.object(...)`), and the
 * constants it reads (`z.NEVER`); `z.infer<...>` and `z.core.$ZodIssue` are types, which cost nothing at run time.
 */
function zodCalls(file) {
  const source = readFileSync(file, 'utf8');
  const namespace = /import \* as (\w+) from '(?:shared-contract\/zod|(?:\.\.?\/)+zod)'/.exec(source)?.[1];
  if (!namespace) return [];
  return [...source.matchAll(new RegExp(`\\b${namespace}\\.(\\w+)\\s*(\\()?`, 'g'))]
    .filter(([, name, call]) => call || /^[A-Z_]+$/.test(name))
    .map(([, name]) => name);
}

test("every zod function the site's shipped code calls is in the shared surface", () => {
  const missing = [];
  for (const dir of SOURCE_DIRS)
    for (const file of shippedFiles(dir))
      for (const name of zodCalls(file))
        if (!ZOD_SURFACE.includes(name)) missing.push(`${path.relative(root, file)}: ${name}`);
  assert.deepEqual(missing, []);
});

test('the contract module reads only the surface from zod/mini at run time', () => {
  const source = readFileSync(path.join(root, 'shared-contract', 'src', 'zod.ts'), 'utf8');
  for (const [, names] of source.matchAll(/import \{([^}]*)\} from 'zod\/mini'/g))
    for (const name of names.split(',').map((part) => part.trim()))
      assert.ok(ZOD_SURFACE.includes(name), `${name} is in the surface`);
});

test('every surface name is a real export of zod/mini, and the source re-exports them all', async () => {
  const require = createRequire(path.join(root, 'shared-contract', 'package.json'));
  const mini = await import(require.resolve('zod/v4/mini'));
  for (const name of ZOD_SURFACE) assert.ok(name in mini, `zod/v4/mini exports ${name}`);
  const reexported = ZOD_SURFACE.filter((name) => name !== 'locales');
  assert.ok(zodSurfaceSource().startsWith(`export { ${reexported.join(', ')} } from 'zod/v4/mini';\n`));
});

test("the surface's locales are English only, the locale the contract sets", async () => {
  const surface = path.join(root, 'shared-contract', 'node_modules', '.shared-test', 'zod-mini.mjs');
  mkdirSync(path.dirname(surface), { recursive: true });
  writeFileSync(surface, zodSurfaceSource());
  try {
    const loaded = await import(surface);
    assert.deepEqual(Object.keys(loaded.locales), ['en']);
    loaded.config(loaded.locales.en());
    const result = loaded.number().safeParse('7');
    assert.equal(result.error.issues[0].message, 'Invalid input: expected number, received string');
  } finally {
    rmSync(path.dirname(surface), { recursive: true, force: true });
  }
});

test('the surface is shared as zod/mini, a singleton of the installed version, next to the other shares', () => {
  const shared = withZodSurface({ react: { singleton: true } }, path.join(root, 'mfe-catalog'));
  const { version } = JSON.parse(
    readFileSync(path.join(root, 'shared-contract', 'node_modules', 'zod', 'package.json'), 'utf8'),
  );
  assert.deepEqual(shared, {
    react: { singleton: true },
    'zod/mini': {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      import: '../shared-contract/node_modules/.shared/zod-mini.js',
    },
  });
});
