// The design card's stack, kept: React (never Preact) and styled-components (never CSS Modules) in every package.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIP = new Set(['node_modules', '.git', 'dist', '.data', 'test-results']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const all = [...files(root)].map((file) => path.relative(root, file));

test('no CSS Module is left: every component styles itself with styled-components', () => {
  assert.deepEqual(
    all.filter((file) => file.endsWith('.module.css')),
    [],
  );
});

test('no package and not the catalog asks for Preact', () => {
  const manifests = all.filter((file) => path.basename(file) === 'package.json');
  assert.ok(manifests.length > 10);
  for (const file of [...manifests, 'pnpm-workspace.yaml'])
    assert.doesNotMatch(readFileSync(path.join(root, file), 'utf8'), /preact/i, file);
});

test('docs/ARCHITECTURE.md stays a guide a newcomer reads in ten minutes: at most 30,000 bytes', () => {
  const bytes = readFileSync(path.join(root, 'docs/ARCHITECTURE.md')).length;
  assert.ok(bytes <= 30_000, `${bytes} bytes: move a decision's detail to docs/decisions/`);
});
