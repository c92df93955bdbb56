import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { exposedTokensCss, withExposedTokens } from './exposedTokens.js';

const THEME = ':root{--color-text:#1f2937}';

test('the tokens a remote brings sit in a layer, which index.html’s unlayered :root rule outweighs', () => {
  assert.equal(exposedTokensCss(THEME), '@layer remote-tokens{:root{--color-text:#1f2937}}');
});

test('each expose points at a module that imports the tokens and re-exports the page, default and named', () => {
  const pkgDir = '/repo/mfe-catalog';
  const { exposes, modules } = withExposedTokens(
    pkgDir,
    {
      './CoursesPage': './src/features/courses/components/CoursesPage.tsx',
      './HomeCourses': './src/Home.tsx',
    },
    THEME,
  );
  const dir = path.join(pkgDir, 'node_modules', '.exposed-tokens');
  assert.deepEqual(exposes, {
    './CoursesPage': path.join(dir, 'CoursesPage.js'),
    './HomeCourses': path.join(dir, 'HomeCourses.js'),
  });
  assert.equal(modules[path.join(dir, 'tokens.css')], exposedTokensCss(THEME));
  const page = JSON.stringify('/repo/mfe-catalog/src/features/courses/components/CoursesPage.tsx');
  assert.equal(
    modules[exposes['./CoursesPage']],
    `import './tokens.css';\nexport * from ${page};\nexport { default } from ${page};\n`,
  );
});
