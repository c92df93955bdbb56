import { execFile, execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  /** The cluster's folder (data, socket, log), removed when it stops. */
  dir: string;
  stop(): Promise<void>;
}

/** Where initdb and pg_ctl live: PG_BIN, else /usr/local/bin, else Debian's versioned directory. */
function findPostgresBin(): string | undefined {
  const candidates = [
    process.env.PG_BIN,
    '/usr/local/bin',
    '/usr/lib/postgresql/17/bin',
    '/usr/lib/postgresql/16/bin',
    '/usr/lib/postgresql/15/bin',
  ];
  return candidates.find(
    (dir): dir is string =>
      !!dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server holding a loopback port, as another test file's server run alongside would. */
export async function holdPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no port');
  return { port: address.port, server };
}

/** A port chooser that first gives the held port, then free ones; `chosen` lists what it gave. */
export function heldFirst(heldPort: number): { chosen: number[]; choosePort: () => Promise<number> } {
  const chosen: number[] = [];
  const choosePort = async () => {
    const port = chosen.length === 0 ? heldPort : await freePort();
    chosen.push(port);
    return port;
  };
  return { chosen, choosePort };
}

const NOBODY = { uid: 65534, gid: 65534 };

/** How many fresh ports a start tries when the one it chose was taken meanwhile. */
const PORT_ATTEMPTS = 5;

/**
 * Runs `start` on a free port, and again on another when the port was taken between choosing and binding it
 * (another test file's server, run alongside, may bind the same port in that window).
 */
export async function onFreePort<T>(
  start: (port: number) => Promise<T>,
  portTaken: (error: unknown) => boolean | Promise<boolean>,
  choosePort: () => Promise<number> = freePort,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start(await choosePort());
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !(await portTaken(error))) throw error;
    }
  }
}

export const ADDRESS_IN_USE = /address already in use/i;

/**
 * The clusters this process started and has not stopped. pg_ctl starts the server detached, so a test process that
 * ends without `stop()` (a failing `before` hook, a test that never finished) would leave it running with its
 * folder: on exit, whatever is left is stopped at once (`-m immediate`) and its folder removed.
 */
const running = new Map<string, () => void>();
process.once('exit', () => {
  for (const stopNow of running.values()) stopNow();
});

/**
 * Starts a private PostgreSQL cluster in a temp dir on a free port (trust auth, 127.0.0.1 only).
 * initdb refuses to run as root, so as root the cluster runs as `nobody` through runuser.
 * Returns undefined when the PostgreSQL binaries are not installed.
 */
export async function startThrowawayPostgres({
  choosePort = freePort,
}: { choosePort?: () => Promise<number> } = {}): Promise<ThrowawayPostgres | undefined> {
  const bin = findPostgresBin();
  if (!bin) return undefined;
  const dir = await mkdtemp(path.join(tmpdir(), 'api-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await chown(dir, NOBODY.uid, NOBODY.gid);
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'nobody', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
  const exec = (command: string, args: string[]) => run(...commandLine(command, args));

  const log = path.join(dir, 'postgres.log');
  const port = await (async () => {
    try {
      await exec('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
      // The port is chosen only now, right before the server binds it: initdb takes most of a second.
      return await onFreePort(
        async (port) => {
          // pg_ctl appends: each attempt's log is its own, so a retry is judged by its own failure.
          await rm(log, { force: true });
          await exec('pg_ctl', [
            '-D',
            data,
            '-l',
            log,
            '-o',
            // English messages whatever the machine's locale: the retry reads "Address already in use".
            `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c lc_messages=C`,
            '-w',
            'start',
          ]);
          return port;
        },
        async () => ADDRESS_IN_USE.test(await readFile(log, 'utf8').catch(() => '')),
        choosePort,
      );
    } catch (error) {
      // No server log when initdb failed: its own output says why.
      const serverLog = await readFile(log, 'utf8').catch(
        () => (error as { stderr?: string }).stderr ?? String(error),
      );
      // pg_ctl may have given up waiting on a server that goes on starting: stop it before its folder goes.
      await exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
      throw new Error(
        `the throwaway PostgreSQL cluster in ${dir} did not start; its log:\n${serverLog.slice(-2000)}`,
        {
          cause: error,
        },
      );
    }
  })();
  running.set(dir, () => {
    try {
      execFileSync(...commandLine('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), {
        stdio: 'ignore',
      });
    } catch {
      // Already stopped: only the folder is left.
    }
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dir,
    async stop() {
      running.delete(dir);
      try {
        await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
