// Build-time TypeScript: a package's config can run one of its own modules (the shell's code renders
// index.html's cookie notice) through tsx, the loader scripts/lib/load-manifests.mjs uses for the manifests.
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const typescript = register({ namespace: 'rspack-config' });

/** @param {string} file an absolute path */
export function importTypeScript(file) {
  return typescript.import(pathToFileURL(file).href, import.meta.url);
}
