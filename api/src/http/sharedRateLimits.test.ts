import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { calls, type CallName } from 'shared-contract';
import { buildApp, type AppOptions } from '../app';
import { readConfig } from '../config';
import { captureLog } from '../testing/logCapture';
import { backends, type TestDatabase } from '../testing/databases';
import { startTestIdentity, type TestIdentity } from '../testing/identity';
import { startThrowawayRedis, type ThrowawayRedis } from '../testing/redis';
import { assertLimitedForAMinute } from '../testing/rateLimited';
import { limitedActions, REDIS_KEY_PREFIX, type LimitedAction } from './rateLimits';
import { createRedisClient, readRedisUrl, redisReachable } from './redis';

const STAGE = '/dev';

/** Three writes per learner (or visitor), action and minute; the address cap (30) stays out of the way. */
const THREE_A_MINUTE = {
  limits: Object.fromEntries(
    limitedActions.map((action) => [action, { max: 3, windowSeconds: 60 }]),
  ) as Record<LimitedAction, { max: number; windowSeconds: number }>,
  addressFactor: 10,
};

const comment = (Message: string) => ({ PostID: '1004', Name: 'Dana', Message });
const contact = {
  firstname: 'Ari',
  lastname: 'Stone',
  email: 'ari@example.com',
  subject: 'Hello',
  message: 'Hi there',
  terms: true,
};

describe('rate limits shared through Redis', () => {
  let redisServer: ThrowawayRedis;
  let database: TestDatabase;
  let identity: TestIdentity;
  let admin: Redis;
  const apps: FastifyInstance[] = [];
  const clients: Redis[] = [];
  const servers: ThrowawayRedis[] = [];

  before(async () => {
    redisServer = await startThrowawayRedis();
    servers.push(redisServer);
    const sqlite = backends.find((backend) => backend.name === 'sqlite');
    const opened = await sqlite?.open();
    assert.ok(opened, 'the SQLite database opens');
    database = opened;
    identity = await startTestIdentity();
    admin = client(redisServer.url);
  });

  after(async () => {
    for (const app of apps) await app.close();
    for (const redis of clients) redis.disconnect();
    await identity?.close();
    await database?.close();
    for (const server of servers) await server.stop();
  });

  function client(url: string): Redis {
    const redis = createRedisClient(url);
    clients.push(redis);
    return redis;
  }

  /** One API instance, as a separate process would run it: its own Redis connection when `redisUrl` is given. */
  async function instance(redisUrl?: string, extra: Partial<AppOptions> = {}): Promise<FastifyInstance> {
    const redis = redisUrl ? client(redisUrl) : undefined;
    if (redis) await waitFor(() => redisReachable(redis), 'the instance reaches Redis');
    const app = await buildApp({
      db: database.db,
      stage: STAGE,
      identity: identity.config,
      rateLimits: THREE_A_MINUTE,
      ...(redis ? { redis } : {}),
      ...extra,
    });
    apps.push(app);
    return app;
  }

  async function call(
    app: FastifyInstance,
    name: CallName,
    payload: unknown,
    options: { as?: string; remoteAddress: string },
  ): Promise<LightMyRequestResponse> {
    const spec = calls[name];
    return app.inject({
      method: spec.method,
      url: `${STAGE}${spec.path}`,
      headers: options.as ? { authorization: `Bearer ${await identity.token(options.as)}` } : {},
      remoteAddress: options.remoteAddress,
      payload: payload as object,
    });
  }

  it("counts one learner's writes across two instances sharing Redis", async () => {
    const [first, second] = [await instance(redisServer.url), await instance(redisServer.url)];
    const learner = { as: 'shared-learner' };
    // A load balancer spreads the learner's writes over both instances (and their addresses).
    const turns = [first, second, first].map((app, index) =>
      call(app, 'postComment', comment(`Shared ${index}`), { ...learner, remoteAddress: `10.1.0.${index}` }),
    );
    for (const response of await Promise.all(turns)) assert.equal(response.statusCode, 200, response.body);
    assertLimitedForAMinute(
      await call(second, 'postComment', comment('Shared 3'), { ...learner, remoteAddress: '10.1.0.3' }),
      'the fourth write, on the second instance',
    );
    assertLimitedForAMinute(
      await call(first, 'postComment', comment('Shared 4'), { ...learner, remoteAddress: '10.1.0.4' }),
      'the fifth write, on the first instance',
    );
  });

  it('counts in each process without Redis: two instances let twice the limit through (one instance only)', async () => {
    const [first, second] = [await instance(), await instance()];
    const learner = { as: 'local-learner', remoteAddress: '10.2.0.1' };
    for (const app of [first, second])
      for (let index = 0; index < 3; index += 1) {
        const response = await call(app, 'postComment', comment(`Local ${index}`), learner);
        assert.equal(response.statusCode, 200, response.body);
      }
    assertLimitedForAMinute(
      await call(first, 'postComment', comment('Local 3'), learner),
      'the first instance',
    );
    assertLimitedForAMinute(
      await call(second, 'postComment', comment('Local 3'), learner),
      'the second instance',
    );
  });

  it('keeps the counters of different actions and of the learner, visitor and address buckets apart', async () => {
    const [first, second] = [await instance(redisServer.url), await instance(redisServer.url)];
    const visitor = { remoteAddress: '10.3.0.1' };
    for (const app of [first, second, first]) {
      const response = await call(app, 'postComment', comment('Visitor'), visitor);
      assert.equal(response.statusCode, 200, response.body);
    }
    assertLimitedForAMinute(
      await call(second, 'postComment', comment('Visitor'), visitor),
      'the visitor bucket',
    );
    // Same address, other action: its own counters.
    const contacted = await call(first, 'sendContactMessage', contact, visitor);
    assert.equal(contacted.statusCode, 200, contacted.body);
    // Same address, a signed-in learner: the learner's bucket, and the address has room left (5 of 30).
    const learner = await call(second, 'postComment', comment('Learner'), {
      ...visitor,
      as: 'bucket-learner',
    });
    assert.equal(learner.statusCode, 200, learner.body);

    const counters: Record<string, string | null> = {};
    for (const key of await admin.keys('*10.3.0.1')) counters[key] = await admin.get(key);
    for (const key of await admin.keys('*bucket-learner')) counters[key] = await admin.get(key);
    const bySuffix = Object.fromEntries(
      Object.entries(counters).map(([key, value]) => {
        assert.ok(key.startsWith(REDIS_KEY_PREFIX), `${key} is in our namespace`);
        return [key.slice(key.indexOf('-') + 1), value];
      }),
    );
    assert.deepEqual(bySuffix, {
      'comment:address:10.3.0.1': '5',
      'comment:visitor:10.3.0.1': '4',
      'comment:learner:bucket-learner': '1',
      'contact:address:10.3.0.1': '1',
      'contact:visitor:10.3.0.1': '1',
    });
  });

  it('lets writes through when Redis goes down, and logs the outage once', async () => {
    const doomed = await startThrowawayRedis();
    servers.push(doomed);
    const log = captureLog();
    const app = await instance(doomed.url, { logger: { level: 'info', stream: log.stream } });
    const visitor = { remoteAddress: '10.4.0.1' };
    for (let index = 0; index < 2; index += 1)
      assert.equal((await call(app, 'postComment', comment('Before'), visitor)).statusCode, 200);
    await doomed.stop();

    const outage = () => log.lines.filter((line) => line.includes('Redis is unreachable'));
    const started = Date.now();
    for (let index = 0; index < 5; index += 1) {
      const response = await call(app, 'postComment', comment(`During ${index}`), visitor);
      assert.equal(response.statusCode, 200, `write ${index} during the outage: ${response.body}`);
    }
    assert.ok(Date.now() - started < 5000, 'no write waited on Redis');
    await waitFor(() => outage().length > 0, 'the outage is logged');
    for (let index = 0; index < 5; index += 1)
      assert.equal((await call(app, 'postComment', comment('Later'), visitor)).statusCode, 200);
    await sleep(500);
    assert.equal(outage().length, 1, 'logged once, not per request or reconnection attempt');
    assert.match(outage()[0] ?? '', /"level":50/);
    const stopped = client(doomed.url);
    assert.equal(await redisReachable(stopped), false, 'the reachability check says so');
  });
});

describe('REDIS_URL', () => {
  it('is optional, and taken as it is when it is a redis:// or rediss:// URL', () => {
    assert.equal(readRedisUrl({}), undefined);
    assert.equal(readRedisUrl({ REDIS_URL: ' ' }), undefined);
    assert.equal(readRedisUrl({ REDIS_URL: 'redis://10.0.0.5:6379/2' }), 'redis://10.0.0.5:6379/2');
    assert.equal(
      readConfig({ REDIS_URL: 'rediss://:pw@cache.internal:6380' }).redisUrl,
      'rediss://:pw@cache.internal:6380',
    );
    assert.equal(readConfig({}).redisUrl, undefined);
  });

  it('is refused with one clear line, without repeating a password, when it is anything else', () => {
    const rule = 'REDIS_URL must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379';
    for (const value of ['cache.internal:6379', 'not a url', 'redis://', 'redis:///0'])
      assert.throws(() => readConfig({ REDIS_URL: value }), new Error(rule), value);
    assert.throws(
      () => readConfig({ REDIS_URL: 'https://user:hunter2@cache.internal' }),
      new Error(`${rule} (it starts with https://)`),
    );
  });
});

async function waitFor(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(20);
  }
}
