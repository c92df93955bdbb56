import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, type TestContext } from 'node:test';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NOBODY = { uid: 65534, gid: 65534 };

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the API's main with only these variables (as `nobody` when asked, since root writes anywhere) and
 * returns how it ended.
 */
function startApi(env: Record<string, string>, asNobody = false): Promise<Outcome> {
  const node = [process.execPath, '--import', 'tsx', 'src/main.ts'];
  const [command, ...args] = asNobody ? ['runuser', '-u', 'nobody', '--', ...node] : node;
  return new Promise((resolve) => {
    execFile(
      command ?? process.execPath,
      args,
      { cwd: apiDir, env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'warn', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function assertOneLine(outcome: Outcome, line: string | RegExp): void {
  assert.equal(outcome.code, 1, outcome.stderr);
  const lines = outcome.stderr.trimEnd().split('\n');
  assert.equal(lines.length, 1, outcome.stderr);
  if (typeof line === 'string') assert.equal(lines[0], line);
  else assert.match(lines[0] ?? '', line);
  assert.doesNotMatch(outcome.stdout + outcome.stderr, /\n\s+at /, 'no stack trace');
}

async function tempDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-start-'));
  await chmod(dir, 0o755);
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('start-up errors are one line saying what to do, exit code 1, no stack trace', () => {
  it('DATABASE_FILE that is not a database', async (t) => {
    const file = path.join(await tempDir(t), 'notes.txt');
    await writeFile(file, 'shopping list\n');
    assertOneLine(
      await startApi({ DATABASE_FILE: file }),
      `API cannot start: DATABASE_FILE ${file} is not a SQLite database. Point DATABASE_FILE at a database file or remove it.`,
    );
  });

  it('a read-only data folder', async (t) => {
    const folder = path.join(await tempDir(t), 'data');
    await mkdir(folder, { mode: 0o555 });
    const asRoot = process.getuid?.() === 0;
    if (asRoot) await chown(folder, NOBODY.uid, NOBODY.gid);
    assertOneLine(
      await startApi({ DATABASE_FILE: path.join(folder, 'app.sqlite') }, asRoot),
      `API cannot start: ${folder}/app.sqlite cannot be written (EACCES): the data folder is read-only or belongs to another user. Make ${folder} writable for the user the API runs as, or point DATABASE_FILE at a writable folder.`,
    );
  });

  it('a signing secret that is too short', async (t) => {
    const dir = await tempDir(t);
    assertOneLine(
      await startApi({ DATABASE_FILE: path.join(dir, 'app.sqlite'), FILE_LINK_SECRET: 'secret' }),
      'API cannot start: FILE_LINK_SECRET is too short (6 characters). Set it to at least 32 random characters (e.g. the output of openssl rand -hex 32), or unset it to have one generated in the data folder.',
    );
  });

  it('a port that is not a number', async () => {
    assertOneLine(
      await startApi({ PORT: 'http' }),
      'API cannot start: PORT must be a port number (0-65535), got http',
    );
  });

  it('a REDIS_URL that is not a redis:// URL', async () => {
    assertOneLine(
      await startApi({ REDIS_URL: 'cache.internal:6379' }),
      'API cannot start: REDIS_URL must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379',
    );
  });

  it('a port another program listens on', async (t) => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    t.after(() => busy.close());
    const { port } = busy.address() as AddressInfo;
    assertOneLine(
      await startApi({ DATABASE_FILE: path.join(await tempDir(t), 'app.sqlite'), PORT: String(port) }),
      `API cannot start: port ${port} on 127.0.0.1 is already in use. Stop the other program or set PORT to a free port.`,
    );
  });
});
