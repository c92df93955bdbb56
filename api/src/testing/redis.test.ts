import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { heldFirst, holdPort } from './postgres';
import { startThrowawayRedis } from './redis';

test('a Redis whose chosen port was taken meanwhile starts on another one', async (t) => {
  const held = await holdPort();
  t.after(() => held.server.close());
  const { chosen, choosePort } = heldFirst(held.port);
  const redis = await startThrowawayRedis({ choosePort });
  t.after(() => redis.stop());
  assert.ok(chosen.length >= 2, 'another port after the taken one');
  assert.equal(Number(new URL(redis.url).port), chosen.at(-1));
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  t.after(() => client.disconnect());
  await client.connect();
  assert.equal(await client.ping(), 'PONG');
});
