// A CSS Module under Jest, as the build serves it: its rules go into the test's document (jsdom computes styles
// from them, so `toHaveStyle` sees what the stylesheet says) and its default export maps each class to its
// name there, `<file>_<class>`. A class the file does not define is undefined, as in the build. jsdom does not
// resolve custom properties, so the design tokens' (`var(--color-danger)`) are written in as their values. Nor does
// it weigh selectors: of two matching rules, the sheet written last wins.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest loads a transformer with require */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const postcss = require('postcss');

// Jest keys its cache on the stylesheet alone unless told: an edit here must make every module again.
const SELF = readFileSync(__filename, 'utf8');

// A class in a selector; `.5` in a keyframe's `12.5%` is not one.
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const TOKENS = path.join(__dirname, '../../shared-ui/src/theme/cssVariables.ts');

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(SELF)
      .update('\0')
      .update(filename)
      .update('\0')
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const prefix = path.basename(filename, '.module.css').replace(/\W/g, '_');
    const classes = {};
    const root = postcss.parse(source, { from: filename });
    // jsdom's CSSOM does not read `@layer`: a layered sheet's rules go in unlayered, at the head's start, so that a
    // page's unlayered class still beats a shared-ui rule (of any weight, in a browser; of the same, in jsdom).
    let layered = false;
    root.walkAtRules('layer', (layer) => {
      layered = true;
      if (layer.nodes) layer.replaceWith(layer.nodes);
      else layer.remove();
    });
    root.walkRules((rule) => {
      if (rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
      rule.selector = rule.selector.replace(CLASS, (_, name) => {
        classes[name] = `${prefix}_${name}`;
        return `.${classes[name]}`;
      });
    });
    const css = JSON.stringify(root.toString());
    return {
      code: [
        `const { THEME_VARIABLES } = require(${JSON.stringify(TOKENS)});`,
        `const style = document.createElement('style');`,
        `style.setAttribute('data-module', ${JSON.stringify(path.basename(filename))});`,
        `style.textContent = ${css}.replace(/var\\((--[\\w-]+)\\)/g, (used, name) => THEME_VARIABLES.get(name) ?? used);`,
        layered ? `document.head.prepend(style);` : `document.head.appendChild(style);`,
        `module.exports = ${JSON.stringify(classes)};`,
      ].join('\n'),
    };
  },
};
