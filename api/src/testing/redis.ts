import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADDRESS_IN_USE, freePort, onFreePort } from './postgres';

export interface ThrowawayRedis {
  url: string;
  /** Stops the server (as an outage would); safe to call twice. */
  stop(): Promise<void>;
}

function findRedisServer(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'];
  return dirs
    .filter((dir) => path.isAbsolute(dir))
    .map((dir) => path.join(dir, 'redis-server'))
    .find((file) => existsSync(file));
}

/**
 * Starts a private Redis on a free loopback port, keeping nothing on disk. Unlike PostgreSQL, a missing
 * redis-server fails the test instead of skipping it: CI installs it, and a skip would hide the shared limits.
 */
export async function startThrowawayRedis({
  choosePort = freePort,
}: { choosePort?: () => Promise<number> } = {}): Promise<ThrowawayRedis> {
  const bin = findRedisServer();
  if (!bin)
    throw new Error(
      'redis-server not found: install Debian’s redis-server package (apt-get install redis-server) to run the Redis tests',
    );
  const workDir = await mkdtemp(path.join(tmpdir(), 'api-redis-'));
  const { port, server, exited } = await onFreePort(
    (port) => startOn(bin, port, workDir),
    (error) => error instanceof Error && ADDRESS_IN_USE.test(error.message),
    choosePort,
  ).catch(async (error: unknown) => {
    await rm(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      await exited;
      await rm(workDir, { recursive: true, force: true });
    },
  };
}

/** One redis-server on the port, once it accepts connections; killed when it does not start. */
async function startOn(bin: string, port: number, workDir: string) {
  const server = spawn(
    bin,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', workDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // 'close' comes after the output is read (its "Address already in use" line) and after a failed spawn too.
  const exited = new Promise<void>((resolve) => server.once('close', () => resolve()));
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready to accept connections')) {
          clearTimeout(timer);
          resolve();
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.once('error', reject);
      void exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`redis-server exited:\n${output}`));
      });
    });
  } catch (error) {
    server.kill('SIGKILL');
    await exited;
    throw error;
  }
  return { port, server, exited };
}
