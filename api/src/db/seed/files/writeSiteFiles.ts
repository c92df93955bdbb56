import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { learnerFilesDir } from '../../../features/learning/fileDownloads';
import { buildSiteFiles } from './siteFiles';

/**
 * Rebuilds api/files, which the API serves through signed links, from sources/ (run after editing a source,
 * then commit both):
 *   corepack pnpm --filter api exec tsx src/db/seed/files/writeSiteFiles.ts
 * The folder is replaced as a whole, so a renamed or removed source leaves no stale download behind.
 */
const files = buildSiteFiles();
rmSync(learnerFilesDir, { recursive: true, force: true });
for (const [relative, data] of files) {
  const target = path.join(learnerFilesDir, relative);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, data);
  console.info(`wrote /files/${relative} (${data.length} bytes)`);
}
