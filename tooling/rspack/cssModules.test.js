import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import postcss from 'postcss';
import { importTypeScript } from './typescript.js';

const root = path.join(import.meta.dirname, '../..');
const PACKAGES = ['shared-ui', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];

const BASE = 'shared-ui/src/theme/base.css';

/** Every component stylesheet (`*.module.css`, and shared-ui's plain ones) in the packages' sources. */
function componentStylesheets() {
  return PACKAGES.flatMap((name) =>
    readdirSync(path.join(root, name, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => path.join(name, 'src', file))
      .filter((file) => file !== BASE),
  );
}

const stylesheets = () => [BASE, ...componentStylesheets()];

test('every design token a stylesheet uses is one the pages define; a value set at run time has a fallback', async () => {
  const { THEME_VARIABLES } = await importTypeScript(path.join(root, 'shared-ui/src/theme/cssVariables.ts'));
  const unknown = stylesheets().flatMap((file) =>
    // A value set at run time (an inline custom property) is read with a fallback: `var(--progress, 0%)`.
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/var\((--[\w-]+)\s*\)/g)]
      .map(([, name]) => name)
      .filter((name) => !THEME_VARIABLES.has(name))
      .map((name) => `${file}: ${name}`),
  );
  assert.deepEqual(unknown, []);
});

test("shared-ui's stylesheets are one `@layer shared-ui` block each; the pages' are unlayered, so theirs win", () => {
  const misplaced = componentStylesheets().filter((file) => {
    const sheet = postcss.parse(readFileSync(path.join(root, file), 'utf8'));
    if (!file.startsWith('shared-ui/')) {
      let layered = false;
      sheet.walkAtRules('layer', () => {
        layered = true;
      });
      return layered;
    }
    const [block, ...rest] = sheet.nodes.filter((node) => node.type !== 'comment');
    return (
      rest.length > 0 || block?.type !== 'atrule' || block.name !== 'layer' || block.params !== 'shared-ui'
    );
  });
  assert.deepEqual(misplaced, []);
});

test('every width query in a stylesheet is the one media.ts gives for the breakpoint its comment names', async () => {
  const { media } = await importTypeScript(path.join(root, 'shared-ui/src/theme/media.ts'));
  const wrong = stylesheets().flatMap((file) => {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    return lines.flatMap((line, index) => {
      const query = /@media \((?:max|min)-width: [\d.]+px\)/.exec(line)?.[0];
      if (!query) return [];
      const named = /media\.(below|above|upTo|beyond)\('(\w+)'\)/.exec(`${lines[index - 1] ?? ''} ${line}`);
      const expected = named ? media[named[1]](named[2]) : 'a comment naming it';
      return expected === query ? [] : [`${file}:${index + 1}: ${query}, media.ts gives ${expected}`];
    });
  });
  assert.deepEqual(wrong, []);
});
