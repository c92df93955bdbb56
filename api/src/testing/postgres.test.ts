import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

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
