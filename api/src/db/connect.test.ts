import assert from 'node:assert/strict';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it, type TestContext } from 'node:test';
import { sql } from 'kysely';
import { enqueueMail } from '../mail/outbox';
import { connect } from './connect';
import { migrate } from './migrate';

async function tempDir(t: TestContext): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-connect-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the SQLite file', () => {
  it('is created owner-only (0600) with its -wal and -shm files, whatever the umask', async (t) => {
    const file = path.join(await tempDir(t), 'app.sqlite');
    const umask = process.umask(0);
    try {
      const db = connect({ kind: 'sqlite', file });
      t.after(() => db.destroy());
      await migrate(db);
      for (const name of [file, `${file}-wal`, `${file}-shm`])
        assert.equal((await stat(name)).mode & 0o777, 0o600, name);
    } finally {
      process.umask(umask);
    }
  });

  it('loses group and other access when it was made readable by others before', async (t) => {
    const file = path.join(await tempDir(t), 'app.sqlite');
    await writeFile(file, '', { mode: 0o644 });
    const db = connect({ kind: 'sqlite', file });
    t.after(() => db.destroy());
    assert.equal((await stat(file)).mode & 0o777, 0o600);
  });

  it('reports the real cause of a failed write in a transaction (SQLITE_FULL), not the failed rollback', async (t) => {
    const db = connect({ kind: 'sqlite', file: path.join(await tempDir(t), 'app.sqlite') });
    t.after(() => db.destroy());
    await migrate(db);
    // Caps the file at its current size: the next page it needs fails as on a full disk.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${rows[0]?.page_count}`).execute(db);
    await assert.rejects(
      db
        .transaction()
        .execute((trx) =>
          enqueueMail(trx, 'test', { to: 'a@example.com', subject: 'Big', text: 'x'.repeat(100_000) }),
        ),
      { code: 'SQLITE_FULL', message: 'database or disk is full' },
    );
  });
});
