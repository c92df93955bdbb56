import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const transform = require('./css-module-transform.cjs');

/** Runs the transformed module against a fake document; returns its exports and the CSS it added. */
function load(source, filename = '/pkg/src/Card.module.css') {
  const { code } = transform.process(source, filename);
  const added = [];
  const document = {
    createElement: () => ({ setAttribute() {}, textContent: '' }),
    head: {
      appendChild: (style) => added.push(style.textContent),
      prepend: (style) => added.push(`/* first */ ${style.textContent}`),
    },
  };
  const module = { exports: {} };
  new Function('require', 'module', 'document', code)(require, module, document);
  return { classes: module.exports, css: added.join('\n') };
}

test("a CSS Module's classes are named after its file, in its export and in the rules it adds", () => {
  const { classes, css } = load(
    '.card { display: flex; }\n.card[data-open] .title:hover { color: red; }\n@media (max-width: 575.98px) { .card { display: block; } }',
  );
  assert.deepEqual(classes, { card: 'Card_card', title: 'Card_title' });
  assert.match(css, /\.Card_card \{ display: flex; \}/);
  assert.match(css, /\.Card_card\[data-open\] \.Card_title:hover/);
  assert.match(css, /@media \(max-width: 575\.98px\) \{ \.Card_card \{ display: block; \} \}/);
  assert.equal(classes.missing, undefined);
});

test('the design tokens are written in as their values (jsdom does not resolve custom properties)', () => {
  const { css } = load('.alert { color: var(--color-danger); padding: var(--space-md) var(--not-a-token); }');
  assert.match(css, /color: #c62828;/);
  assert.match(css, /padding: 1rem var\(--not-a-token\);/);
});

test("a keyframe's percentages are not taken for classes", () => {
  const { classes, css } = load('@keyframes spin { 12.5% { opacity: 0.5; } to { opacity: 1; } }');
  assert.deepEqual(classes, {});
  assert.match(css, /12\.5% \{ opacity: 0\.5; \}/);
});

test("a layered sheet's rules go in unlayered at the head's start, where a page's unlayered sheet beats them", () => {
  const { classes, css } = load(
    '@layer shared-ui {\n  .button { color: red; }\n  @media (max-width: 575.98px) { .button { color: blue; } }\n}',
    '/pkg/src/Button.module.css',
  );
  assert.deepEqual(classes, { button: 'Button_button' });
  assert.match(css, /^\/\* first \*\/ /);
  assert.doesNotMatch(css, /@layer/);
  assert.match(css, /\.Button_button \{ color: red; \}/);
  assert.match(css, /@media \(max-width: 575\.98px\) \{ \.Button_button \{ color: blue; \} \}/);
});

test('an unlayered sheet is appended after the ones before it', () => {
  const { css } = load('.card { display: flex; }');
  assert.doesNotMatch(css, /first/);
});
