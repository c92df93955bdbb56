import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';
import { heldFirst, holdPort, startThrowawayPostgres } from './postgres';

const run = promisify(execFile);

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test('a throwaway cluster its process never stopped is stopped, and its folder removed, when the process exits', async (t) => {
  // A process that starts a cluster, reports where, and exits without stop(): as a test whose hook failed would.
  const script = [
    `const { startThrowawayPostgres } = await import(${JSON.stringify(path.join(import.meta.dirname, 'postgres.ts'))});`,
    'const server = await startThrowawayPostgres();',
    'if (!server) { console.log("none"); process.exit(0); }',
    'console.log(JSON.stringify({ url: server.url, dir: server.dir }));',
    'process.exit(0);',
  ].join('\n');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    timeout: 60_000,
  });
  if (stdout.trim() === 'none') {
    t.skip('PostgreSQL binaries (initdb, pg_ctl) not found');
    return;
  }
  const { url, dir } = JSON.parse(stdout) as { url: string; dir: string };
  const port = Number(new URL(url).port);
  assert.equal(await listening(port), false, `nothing listens on ${port} any more`);
  assert.equal(existsSync(dir), false, `${dir} is removed`);
});

test('a cluster whose chosen port was taken meanwhile starts on another one', async (t) => {
  const held = await holdPort();
  t.after(() => held.server.close());
  const { chosen, choosePort } = heldFirst(held.port);
  const server = await startThrowawayPostgres({ choosePort });
  if (!server) {
    t.skip('PostgreSQL binaries (initdb, pg_ctl) not found');
    return;
  }
  t.after(() => server.stop());
  assert.ok(chosen.length >= 2, 'another port after the taken one');
  assert.equal(Number(new URL(server.url).port), chosen.at(-1));
  assert.notEqual(chosen.at(-1), held.port);
  assert.equal(await listening(chosen.at(-1) as number), true);
});

test('a cluster that cannot start says why with its server log, and leaves no folder', async (t) => {
  const held = await holdPort();
  t.after(() => held.server.close());
  let attempts = 0;
  const started = startThrowawayPostgres({
    choosePort: async () => {
      attempts += 1;
      return held.port;
    },
  });
  const error = await started.then(
    (server) => server,
    (error: unknown) => error,
  );
  if (error === undefined) {
    t.skip('PostgreSQL binaries (initdb, pg_ctl) not found');
    return;
  }
  assert.ok(error instanceof Error, 'refused');
  assert.match(error.message, /did not start; its log:[\s\S]*Address already in use/i);
  assert.equal(attempts, 5, 'five ports tried, then it gives up');
  const dir = /cluster in (\S+) did not start/.exec(error.message)?.[1] ?? '';
  assert.ok(dir.startsWith(path.join(tmpdir(), 'api-pg-')), 'names its folder');
  assert.equal(existsSync(dir), false, 'its folder is removed');
});
