import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedZip, type ZipEntry } from './storedZip';

/** The text the learner downloads are made from, laid out as under the API's /files/ route. */
export const sourcesDir = fileURLToPath(new URL('./sources', import.meta.url));

/** Relative paths of the files under `dir`, with forward slashes, skipping dot-files such as .gitattributes. */
export function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      const relative = prefix ? `${prefix}/${name}` : name;
      return statSync(full).isDirectory() ? filesUnder(full, relative) : [relative];
    });
}

/** A folder's files as zip entries inside a top-level folder of the same name, so unzipping makes one folder. */
function folderEntries(folder: string): ZipEntry[] {
  const root = path.basename(folder);
  return filesUnder(folder).map((relative) => ({
    name: `${root}/${relative}`,
    data: readFileSync(path.join(folder, relative)),
  }));
}

/**
 * What the API's /files/ route serves, by path relative to it: each folder under sources/courses and sources/lessons becomes
 * `<folder>.zip`, and each file there is served as it is.
 */
export function buildSiteFiles(root = sourcesDir): Map<string, Buffer> {
  const built = new Map<string, Buffer>();
  for (const area of readdirSync(root)
    .filter((name) => !name.startsWith('.'))
    .sort()) {
    for (const name of readdirSync(path.join(root, area))
      .filter((entry) => !entry.startsWith('.'))
      .sort()) {
      const full = path.join(root, area, name);
      if (statSync(full).isDirectory()) built.set(`${area}/${name}.zip`, storedZip(folderEntries(full)));
      else built.set(`${area}/${name}`, readFileSync(full));
    }
  }
  return built;
}
