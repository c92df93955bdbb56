// The source files a container ships, for the tests that hold rules over them (the zod surface, side effects).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every .ts/.tsx file under `dir` but tests and `testing/` helpers (they run on the package itself, never in a
 * build).
 * @param {string} dir
 * @returns {string[]} absolute paths
 */
export function shippedFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.split(path.sep).includes('testing'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
