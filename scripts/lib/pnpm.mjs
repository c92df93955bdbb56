// Runs the pinned pnpm without a global install: corepack first (with the integrity-key workaround that
// Node 20's corepack needs for pnpm 12), then `npx pnpm@<pinned>` if corepack is unavailable.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const pinned = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).packageManager;

export const pnpmEnv = {
  ...process.env,
  COREPACK_INTEGRITY_KEYS: '0',
  COREPACK_ENABLE_DOWNLOAD_PROMPT: '0',
  // better-sqlite3 builds from source against Debian's Node headers; pnpm ignores nodedir in .npmrc.
  npm_config_nodedir: process.env.npm_config_nodedir ?? '/usr',
};

let launcher;
function resolveLauncher() {
  if (launcher) return launcher;
  const probe = spawnSync('corepack', ['pnpm', '--version'], { env: pnpmEnv, encoding: 'utf8' });
  launcher = probe.status === 0 ? ['corepack', ['pnpm']] : ['npx', ['--yes', pinned]];
  return launcher;
}

/** Runs pnpm with the given arguments, inheriting stdio; resolves on exit 0, rejects otherwise. */
export function pnpm(args, { cwd = repoRoot, env = {} } = {}) {
  const [cmd, prefix] = resolveLauncher();
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, [...prefix, ...args], { cwd, env: { ...pnpmEnv, ...env }, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** The command line that runs pnpm, for callers that spawn it themselves. */
export function pnpmCommand(args) {
  const [cmd, prefix] = resolveLauncher();
  return [cmd, [...prefix, ...args]];
}
