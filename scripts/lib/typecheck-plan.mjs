// What `npm run typecheck` checks (scripts/typecheck.mjs): the browser packages as one program, every other
// workspace package with its own `typecheck` script.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export const BROWSER_CONFIG = 'tsconfig.browser.json';

/** Whether `name` matches `pattern`, whose only wildcard is `*` (the workspace's and the configs' patterns). */
function matches(name, pattern) {
  const source = pattern
    .replace(/\/$/, '')
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('[^/]*')}$`).test(name);
}

/** The workspace folders whose sources tsconfig.browser.json includes (`<folder>/src`). */
export async function browserFolders(repoRoot) {
  const config = JSON.parse(await readFile(path.join(repoRoot, BROWSER_CONFIG), 'utf8'));
  const folders = (await readdir(repoRoot, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  return new Set(
    folders
      .map((entry) => entry.name)
      .filter((name) => config.include.some((pattern) => matches(`${name}/src`, pattern))),
  );
}

/** The workspace packages (folders) that have a `typecheck` script. */
export async function checkedPackages(repoRoot) {
  const workspace = await readFile(path.join(repoRoot, 'pnpm-workspace.yaml'), 'utf8');
  const patterns = [...workspace.split(/^catalog:/m)[0].matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]);
  const folders = (await readdir(repoRoot, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && patterns.some((pattern) => matches(entry.name, pattern)))
    .map((entry) => entry.name);
  const checked = [];
  for (const folder of folders.sort()) {
    const manifest = JSON.parse(await readFile(path.join(repoRoot, folder, 'package.json'), 'utf8'));
    if (manifest.scripts?.typecheck) checked.push(folder);
  }
  return checked;
}
