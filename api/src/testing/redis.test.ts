import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { Redis } from 'ioredis';
import { freePort } from './postgres';
import { startThrowawayRedis } from './redis';

test('a Redis whose chosen port was taken meanwhile starts on another one', async (t) => {
  // A server holding the first port chosen, as another test file's server run alongside would.
  const held = createServer();
  await new Promise<void>((resolve) => held.listen(0, '127.0.0.1', resolve));
  t.after(() => held.close());
  const address = held.address();
  assert.ok(address && typeof address === 'object');
  const chosen: number[] = [];
  const redis = await startThrowawayRedis({
    choosePort: async () => {
      const port = chosen.length === 0 ? address.port : await freePort();
      chosen.push(port);
      return port;
    },
  });
  t.after(() => redis.stop());
  assert.ok(chosen.length >= 2, 'another port after the taken one');
  assert.equal(Number(new URL(redis.url).port), chosen.at(-1));
  const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
  t.after(() => client.disconnect());
  await client.connect();
  assert.equal(await client.ping(), 'PONG');
});
