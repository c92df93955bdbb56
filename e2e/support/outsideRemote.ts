// The outside team's remote (e2e/fixtures/outside-remote): built with its own rspack config, which imports nothing
// of this repository's tooling, into a temporary folder that is removed when the worker exits.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../../scripts/lib/pnpm.mjs';

const FIXTURE = path.join(repoRoot, 'e2e', 'fixtures', 'outside-remote');
const BUILD_TIMEOUT_MS = 120_000;

/** Builds the fixture as its team would (`rspack build` in its folder) and returns the dist folder. */
export async function buildOutsideRemote(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'outside-remote-'));
  process.once('exit', () => rmSync(dist, { recursive: true, force: true }));
  await promisify(execFile)(path.join(FIXTURE, 'node_modules', '.bin', 'rspack'), ['build'], {
    cwd: FIXTURE,
    env: { ...process.env, NODE_ENV: 'production', OUTSIDE_REMOTE_DIST: dist },
    timeout: BUILD_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  return dist;
}
