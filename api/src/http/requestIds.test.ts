import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildApp } from '../app';
import { connect } from '../db/connect';
import { captureLog } from '../testing/logCapture';

async function appWithLog() {
  const dir = await mkdtemp(path.join(tmpdir(), 'api-request-ids-'));
  const db = connect({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
  const { stream, lines } = captureLog();
  const app = await buildApp({ db, logger: { level: 'info', stream } });
  const close = async () => {
    await app.close();
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  };
  const logged = () => lines.map((line) => JSON.parse(line) as { requestId?: string; msg: string });
  return { app, close, logged };
}

describe('request ids', () => {
  it('keeps the load balancer’s id: the answer carries it and every log line of the request names it', async (t) => {
    const { app, close, logged } = await appWithLog();
    t.after(close);
    const id = '7f3c1b2a9d8e4f60a1b2c3d4e5f60718';
    const response = await app.inject({ method: 'GET', url: '/live', headers: { 'x-request-id': id } });
    assert.equal(response.headers['x-request-id'], id);
    const lines = logged().filter((line) => line.requestId === id);
    assert.deepEqual(
      lines.map((line) => line.msg),
      ['incoming request', 'request completed'],
    );
  });

  it('makes a new id when none, or a malformed or oversized one, is sent', async (t) => {
    const { app, close } = await appWithLog();
    t.after(close);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const sent of [undefined, 'id with spaces', 'x'.repeat(129), 'a\u00e9b']) {
      const response = await app.inject({
        method: 'GET',
        url: '/live',
        headers: sent === undefined ? {} : { 'x-request-id': sent },
      });
      assert.match(String(response.headers['x-request-id']), uuid, `sent ${sent}`);
    }
  });

  it('gives each request its own id', async (t) => {
    const { app, close } = await appWithLog();
    t.after(close);
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      ids.add(String((await app.inject({ method: 'GET', url: '/live' })).headers['x-request-id']));
    assert.equal(ids.size, 5);
  });
});
