// What every part of `pnpm bench` (scripts/bench.mjs) shares: the load settings, starting and waiting for a
// process, the API package's modules, and the report's tables and its place in docs/PERFORMANCE.md.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/pnpm.mjs';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP_S = 2;
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const HOST = '127.0.0.1';
export const STAGE = '/dev';

export const apiDir = path.join(repoRoot, 'api');
export const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
export const autocannon = requireFromApi('autocannon');

/** The app client the bench's tokens are issued to, as the site's web client is. */
export const BENCH_CLIENT_ID = 'bench-web';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a process whose output is kept (and shown only if it fails), and waits until `readyUrl` answers. */
export async function startProcess(name, command, args, { cwd = repoRoot, env = {}, readyUrl }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForUrl(readyUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${name} did not start: ${error.message}\n${output}`);
  }
  return {
    /** Ends the process at once (SIGKILL), as a crash would, and waits until it is gone. */
    async kill() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the real API (production mode, quiet log) on `port` over the SQLite file `databaseFile`, trusting tokens
 * from `issuer` issued to the bench client; `env` adds settings. Resolves once its health check answers.
 */
export function startApi({ port, databaseFile, issuer, env = {} }) {
  return startProcess('API', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      STAGE,
      DATABASE_FILE: databaseFile,
      IDENTITY_ISSUER: issuer,
      IDENTITY_CLIENT_ID: BENCH_CLIENT_ID,
      LOG_LEVEL: 'warn',
      ...env,
    },
    readyUrl: `http://${HOST}:${port}${STAGE}/health`,
  });
}

export function runLoad(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
export const int = (value) => Math.round(value).toLocaleString('en-US');

export function table(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

export function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export async function recordInDocs([START, END], results) {
  const file = path.join(repoRoot, 'docs', 'PERFORMANCE.md');
  const doc = await readFile(file, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`);
  await writeFile(file, `${doc.slice(0, start + START.length)}\n\n${results}\n\n${doc.slice(end)}`);
  console.info(`\nRecorded in ${path.relative(repoRoot, file)}.`);
}
