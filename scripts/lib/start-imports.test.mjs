import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { repoRoot } from './pnpm.mjs';

/** The modules a file loads before it runs (static imports), followed through this repository's files. */
function staticImports(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^import\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1],
  );
  return specifiers.flatMap((specifier) =>
    specifier.startsWith('.')
      ? staticImports(path.resolve(path.dirname(file), specifier), seen)
      : [`${path.relative(repoRoot, file)}: ${specifier}`],
  );
}

it('npm start needs nothing but Node before it has installed the workspace (a fresh machine has no node_modules)', () => {
  const beyondNode = staticImports(path.join(repoRoot, 'scripts/start.mjs')).filter(
    (entry) => !entry.split(': ')[1].startsWith('node:'),
  );
  assert.deepEqual(beyondNode, []);
});
