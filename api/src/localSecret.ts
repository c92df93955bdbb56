import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A signing secret that was not configured: generated once per data directory and kept there (owner-only),
 * so restarts and every instance sharing the directory agree on it.
 */
export function loadOrCreateSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return secret;
}
