// Each exposed module of a remote's production build also brings the design tokens, so a remote page keeps them in
// front of a shell whose index.html carries none (one released before the tokens existed: teams deploy on their
// own schedules). They come in a cascade layer of their own, which index.html's `:root` rule (unlayered) always
// outweighs: an older remote's copy never sets a newer shell's tokens back.
import path from 'node:path';

/** The stylesheet every exposed module imports: THEME_CSS (shared-ui's cssVariables.ts) in its own layer. */
export const exposedTokensCss = (themeCss) => `@layer remote-tokens{${themeCss}}`;

/**
 * `exposes` pointed at generated modules that import the tokens' stylesheet and re-export the page module, and
 * those modules (path -> source, for a VirtualModulesPlugin). Every exposed module has a default export (a page
 * or region component); its named exports pass through too.
 * @param {string} pkgDir
 * @param {Record<string, string>} exposes expose name -> module path relative to pkgDir
 * @param {string} themeCss
 */
export function withExposedTokens(pkgDir, exposes, themeCss) {
  const dir = path.join(pkgDir, 'node_modules', '.exposed-tokens');
  const tokens = path.join(dir, 'tokens.css');
  const modules = { [tokens]: exposedTokensCss(themeCss) };
  const wrapped = {};
  for (const [name, file] of Object.entries(exposes)) {
    const wrapper = path.join(dir, `${name.replace(/^\.\//, '').replace(/[^\w-]/g, '_')}.js`);
    const target = JSON.stringify(path.resolve(pkgDir, file));
    modules[wrapper] =
      `import './tokens.css';\nexport * from ${target};\nexport { default } from ${target};\n`;
    wrapped[name] = wrapper;
  }
  return { exposes: wrapped, modules };
}
