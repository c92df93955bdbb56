import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import SQLite from 'better-sqlite3';
import type { LightMyRequestResponse } from 'fastify';
import {
  InsertQueryNode,
  Kysely,
  SqliteDialect,
  UpdateQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
} from 'kysely';
import { buildApp } from '../../app';
import { connect } from '../../db/connect';
import { migrate } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { describeApi } from '../../testing/apiHarness';
import { captureLog } from '../../testing/logCapture';

/** Every insert and update fails as on a full disk; reads still work. */
const writesFail: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs) {
    if (InsertQueryNode.is(node) || UpdateQueryNode.is(node))
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    return node;
  },
  transformResult: ({ result }: PluginTransformResultArgs) => Promise.resolve(result),
};

describeApi('liveness and readiness', (test) => {
  test('answers /health and /ready with 200 inside and outside the stage prefix while writes work', async (env) => {
    for (const url of ['/dev/health', '/health', '/dev/ready', '/ready']) {
      const response: LightMyRequestResponse = await env.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    }
    const ready = await env.app.inject({ method: 'GET', url: '/dev/ready' });
    assert.deepEqual(JSON.parse(ready.json<{ body: string }>().body), {
      status: 'ready',
      database: 'ok',
      writes: 'ok',
    });
  });

  test('turns readiness red (503 with a clear message) when writes fail, while liveness stays cheap and green', async (env, t) => {
    const app = await buildApp({ db: env.db.withPlugin(writesFail) });
    t.after(() => app.close());
    for (const url of ['/dev/ready', '/ready']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 503, url);
      assert.deepEqual(response.json(), {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Not ready: the database does not accept writes',
      });
    }
    assert.equal((await app.inject({ method: 'GET', url: '/dev/health' })).statusCode, 200);
  });
});

describe('readiness on a read-only SQLite file', () => {
  it('is 503 and logs the real cause (SQLITE_READONLY)', async (t) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-ready-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'app.sqlite');
    const writable = connect({ kind: 'sqlite', file });
    await migrate(writable);
    await writable.destroy();
    // The file as a process sees it that may no longer write it (permissions changed, read-only mount).
    const db = new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SQLite(file, { readonly: true }) }),
    });
    const { stream, lines } = captureLog();
    const app = await buildApp({ db, logger: { level: 'error', stream } });
    t.after(async () => {
      await app.close();
      await db.destroy();
    });
    assert.equal((await app.inject({ method: 'GET', url: '/dev/ready' })).statusCode, 503);
    assert.equal((await app.inject({ method: 'GET', url: '/dev/health' })).statusCode, 200);
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { code?: string } });
    const failure = logged.find((entry) => entry.msg.startsWith('readiness check failed'));
    assert.equal(failure?.err?.code, 'SQLITE_READONLY');
  });
});

describeApi('liveness apart from readiness', (test) => {
  test('/live answers 200 while the database is gone, where /health and /ready answer 503', async (env, t) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-live-'));
    t.after(() => rm(dir, { recursive: true, force: true }));
    const db = connect({ kind: 'sqlite', file: path.join(dir, 'app.sqlite') });
    await migrate(db);
    const app = await buildApp({ db });
    t.after(() => app.close());
    await db.destroy();
    for (const url of ['/live', '/dev/live'])
      assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200, url);
    assert.equal((await app.inject({ method: 'GET', url: '/dev/health' })).statusCode, 503);
    assert.equal((await app.inject({ method: 'GET', url: '/dev/ready' })).statusCode, 503);
    assert.ok(env.app, 'the shared app stays untouched');
  });

  test('/ready answers 503 "shutting down" once the instance drains, while other calls are still served', async (env, t) => {
    const app = await buildApp({ db: env.db });
    t.after(() => app.close());
    assert.equal((await app.inject({ method: 'GET', url: '/dev/ready' })).statusCode, 200);
    app.startDraining();
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    assert.equal(ready.statusCode, 503);
    assert.equal(ready.json<{ message: string }>().message, 'Not ready: shutting down');
    assert.equal((await app.inject({ method: 'GET', url: '/dev/health' })).statusCode, 200);
    assert.equal((await app.inject({ method: 'GET', url: '/dev/live' })).statusCode, 200);
  });

  test('/ready names a dependency that does not answer and reports the ones that do', async (env, t) => {
    let redisUp = true;
    const app = await buildApp({
      db: env.db,
      readinessChecks: [
        {
          name: 'redis',
          check: async () => {
            if (!redisUp) throw new Error('connect ECONNREFUSED');
          },
        },
      ],
    });
    t.after(() => app.close());
    const up = await app.inject({ method: 'GET', url: '/dev/ready' });
    assert.equal(up.statusCode, 200);
    assert.equal(JSON.parse(up.json<{ body: string }>().body).redis, 'ok');
    redisUp = false;
    const down = await app.inject({ method: 'GET', url: '/dev/ready' });
    assert.equal(down.statusCode, 503);
    assert.equal(down.json<{ message: string }>().message, 'Not ready: redis does not answer');
  });
});

describeApi('an optional dependency in readiness', (test) => {
  test('reports an unreachable optional dependency but keeps /ready at 200, so its outage drains no instance', async (env, t) => {
    const app = await buildApp({
      db: env.db,
      readinessChecks: [
        {
          name: 'redis',
          optional: true,
          check: async () => {
            throw new Error('connect ECONNREFUSED');
          },
        },
      ],
    });
    t.after(() => app.close());
    const ready = await app.inject({ method: 'GET', url: '/dev/ready' });
    assert.equal(ready.statusCode, 200);
    assert.equal(JSON.parse(ready.json<{ body: string }>().body).redis, 'unreachable');
  });
});
