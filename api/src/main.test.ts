import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmod, chown, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it, type TestContext } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';

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

describe('the production profile refuses demo parts and missing secrets, one line each', () => {
  const cognito = 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_Example1';
  const secret = 'f'.repeat(64);
  /** Everything production asks for, so each case changes only the part it is about. */
  const complete: Record<string, string> = {
    APP_PROFILE: 'production',
    PAYMENT_PROVIDER: 'stripe',
    IDENTITY_ISSUER: cognito,
    IDENTITY_CLIENT_ID: 'exampleclientid',
    FILE_LINK_SECRET: secret,
    SHELL_URL: 'https://pylearn.example',
    PUBLIC_API_URL: 'https://api.pylearn.example',
    CORS_ORIGINS: 'https://pylearn.example',
  };
  const without = (...names: string[]) =>
    Object.fromEntries(Object.entries(complete).filter(([name]) => !names.includes(name)));

  it('the payment sandbox', async () => {
    assertOneLine(
      await startApi(without('PAYMENT_PROVIDER')),
      'API cannot start: APP_PROFILE=production refuses the payment sandbox: set PAYMENT_PROVIDER=stripe and its keys (docs/OPERATIONS.md), or ALLOW_SANDBOX_PAYMENTS=true on a site that takes no real payments.',
    );
  });

  it('no identity provider at all', async () => {
    assertOneLine(
      await startApi(without('IDENTITY_ISSUER', 'IDENTITY_CLIENT_ID')),
      "API cannot start: APP_PROFILE=production needs IDENTITY_ISSUER and IDENTITY_CLIENT_ID of the site's Cognito user pool (docs/OPERATIONS.md).",
    );
  });

  it('the embedded identity provider', async () => {
    assertOneLine(
      await startApi({ ...complete, IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_pool' }),
      'API cannot start: APP_PROFILE=production refuses the embedded identity provider (IDENTITY_ISSUER http://127.0.0.1:9229/local_pool is not https): point it at the Cognito user pool, https://cognito-idp.<region>.amazonaws.com/<pool id>, or set ALLOW_EMBEDDED_IDENTITY=true on a test site.',
    );
  });

  it('a missing signing secret', async () => {
    assertOneLine(
      await startApi(without('FILE_LINK_SECRET')),
      'API cannot start: APP_PROFILE=production needs FILE_LINK_SECRET (it signs the learners’ download links): at least 32 random characters, the same on every API instance (e.g. the output of openssl rand -hex 32).',
    );
  });

  it('a signing secret that is too short', async () => {
    assertOneLine(
      await startApi({ ...complete, FILE_LINK_SECRET: 'short-secret' }),
      'API cannot start: FILE_LINK_SECRET is too short (12 characters): set it to at least 32 random characters, the same on every API instance (e.g. the output of openssl rand -hex 32).',
    );
  });

  it('the sandbox allowed on a test site still needs its shared webhook secret', async () => {
    assertOneLine(
      await startApi({ ...without('PAYMENT_PROVIDER'), ALLOW_SANDBOX_PAYMENTS: 'true' }),
      'API cannot start: APP_PROFILE=production needs PAYMENT_WEBHOOK_SECRET (it signs the payment sandbox’s webhooks): at least 32 random characters, the same on every API instance (e.g. the output of openssl rand -hex 32).',
    );
  });

  it('a missing site address', async () => {
    assertOneLine(
      await startApi(without('SHELL_URL')),
      'API cannot start: APP_PROFILE=production needs SHELL_URL: the address families open the site at, e.g. https://pylearn.academy.',
    );
  });

  it('an unknown profile or an allow flag that is not true or false', async () => {
    assertOneLine(
      await startApi({ APP_PROFILE: 'prod' }),
      'API cannot start: APP_PROFILE must be demo or production, got prod',
    );
    assertOneLine(
      await startApi({ ...without('PAYMENT_PROVIDER'), ALLOW_SANDBOX_PAYMENTS: 'yes' }),
      'API cannot start: ALLOW_SANDBOX_PAYMENTS must be true or false, got yes',
    );
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function status(url: string): Promise<number | string> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status;
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? 'failed';
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM turns /ready red, still answers during the drain, finishes the request in flight and exits 0', async (t) => {
    const dir = await tempDir(t);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'info',
        PORT: String(port),
        DATABASE_FILE: path.join(dir, 'app.sqlite'),
        SHUTDOWN_DRAIN_SECONDS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    api.stdout.on('data', (chunk: Buffer) => (output += chunk));
    api.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => api.on('exit', (code) => resolve(code)));
    t.after(() => api.kill('SIGKILL'));
    for (let tries = 0; (await status(`${base}/ready`)) !== 200; tries += 1) {
      assert.ok(tries < 300, `the API did not start: ${output}`);
      await delay(100);
    }

    // A request in flight: its headers and half its body are in when the signal comes.
    const body = JSON.stringify({
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Age',
      message: 'Does the course suit a 10-year-old?',
      terms: true,
    });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk));
    socket.write(
      `POST /dev/contact/message HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
    );
    await delay(200);
    api.kill('SIGTERM');
    await delay(300);
    assert.equal(await status(`${base}/ready`), 503, 'the balancer is told to stop sending');
    assert.equal(await status(`${base}/live`), 200, 'requests are still served while draining');
    await delay(1200);
    assert.equal(await status(`${base}/live`), 'ECONNREFUSED', 'the port is closed after the drain');
    socket.write(body.slice(20));
    await once(socket, 'end');
    assert.match(answer, /^HTTP\/1\.1 200 /, answer);
    assert.equal(await exited, 0, output);
    assert.match(output, /"msg":"shutting down: draining"/);
    assert.match(output, /"msg":"stopped"/);
  });
});
