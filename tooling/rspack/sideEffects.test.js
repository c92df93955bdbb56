// Each remote's package.json says which of its modules have side effects ("sideEffects"), so the production build
// drops what a page imports through a feature's index but never uses (a module's top-level code, such as its
// stylesheet import, is something the bundler otherwise has to keep). A module imported only for what it does on load must be
// listed, or the build would silently leave it out: this test holds that rule.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { shippedFiles } from './shippedFiles.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const remotes = readdirSync(root).filter((folder) => folder.startsWith('mfe-'));

/** The files a module imports for their side effects only (`import './x';`), resolved to their path. */
function sideEffectImports(file) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+['"](\.{1,2}\/[^'"]+)['"];?$/gm)].map(([, request]) => {
    const base = path.resolve(path.dirname(file), request);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((suffix) => base + suffix)
      .find((candidate) => existsSync(candidate) && !candidate.endsWith(path.sep));
    assert.ok(found, `${path.relative(root, file)}: ${request} resolves to a file`);
    return found;
  });
}

test('every remote declares which of its modules have side effects (its styles, at least)', () => {
  for (const remote of remotes) {
    const { sideEffects } = JSON.parse(readFileSync(path.join(root, remote, 'package.json'), 'utf8'));
    assert.ok(Array.isArray(sideEffects), `${remote}/package.json lists its modules with side effects`);
    assert.ok(sideEffects.includes('*.css'), `${remote}/package.json keeps its style sheets`);
  }
});

test('a module imported for its side effects is listed, and so is the module that imports it', () => {
  const missing = [];
  for (const remote of remotes) {
    const dir = path.join(root, remote);
    const { sideEffects } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const listed = (file) => sideEffects.includes(`./${path.relative(dir, file).split(path.sep).join('/')}`);
    for (const file of shippedFiles(path.join(dir, 'src'))) {
      const imported = sideEffectImports(file);
      if (imported.length && !listed(file)) missing.push(path.relative(root, file));
      for (const target of imported) if (!listed(target)) missing.push(path.relative(root, target));
    }
  }
  assert.deepEqual(missing, []);
});

test('the rule finds a side-effect import and resolves it to its file', () => {
  const learning = path.join(root, 'mfe-learning', 'src', 'features', 'exercise');
  assert.deepEqual(sideEffectImports(path.join(learning, 'index.ts')), [
    path.join(learning, 'model', 'clearDraftsOnSignOut.ts'),
  ]);
});
