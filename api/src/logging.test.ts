import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from './app';
import { connect } from './db/connect';
import { migrate } from './db/migrate';
import { enqueueMail } from './mail/outbox';
import { captureLog } from './testing/logCapture';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('logging', () => {
  it('never holds up request handling when stdout stops taking the log', async (t) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'testing/stalledStdout.ts')], {
      cwd: path.join(here, '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    t.after(() => child.kill('SIGKILL'));
    // stdout is never read, so the pipe fills up.
    let stderr = '';
    const answered = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 15_000);
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        if (stderr.includes('answered 200')) {
          clearTimeout(timer);
          resolve(true);
        }
      });
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(stderr.includes('answered 200'));
      });
    });
    assert.ok(answered, `the request was answered while stdout was stalled: ${stderr}`);
  });

  it('logs a failed database write with its real cause (SQLITE_FULL), not a generic error', async (t) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-log-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const db = connect({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
    await migrate(db);
    const { stream, lines } = captureLog();
    const app = await buildApp({ db, logger: { level: 'error', stream } });
    // A write as the contact form makes one: the change and its mail in one transaction.
    app.post('/write', async () => {
      await db
        .transaction()
        .execute((trx) =>
          enqueueMail(trx, 'test', { to: 'a@example.com', subject: 'Big', text: 'x'.repeat(100_000) }),
        );
      return 'written';
    });
    t.after(async () => {
      await app.close();
      await db.destroy();
    });
    // Caps the file at its current size: the next page it needs fails as on a full disk.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(db);

    const response = await app.inject({ method: 'POST', url: '/write' });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json<{ message: string }>().message, 'Internal Server Error');
    const failure = lines
      .map((line) => JSON.parse(line) as { msg: string; err?: { code?: string; message?: string } })
      .find((entry) => entry.msg === 'request failed');
    assert.deepEqual(
      [failure?.err?.code, failure?.err?.message],
      ['SQLITE_FULL', 'database or disk is full'],
    );
  });
});
