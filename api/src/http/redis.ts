import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** REDIS_URL (redis:// or rediss:// for TLS), or undefined when unset: then limits are counted in each process. */
export function readRedisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.REDIS_URL?.trim();
  if (!value) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*:)\/\//i.exec(value)?.[1]?.toLowerCase();
  let valid = false;
  try {
    valid = (scheme === 'redis:' || scheme === 'rediss:') && new URL(value).hostname !== '';
  } catch {
    valid = false;
  }
  // Only the scheme is repeated: the value may hold the Redis password.
  if (!valid)
    throw new Error(
      `REDIS_URL must be a redis:// or rediss:// URL with a host, e.g. redis://127.0.0.1:6379${scheme && scheme !== 'redis:' && scheme !== 'rediss:' ? ` (it starts with ${scheme}//)` : ''}`,
    );
  return value;
}

/**
 * A Redis client for the request path: a command fails at once while Redis is unreachable (no offline queue,
 * one try) and within a second when it stops answering, so a request never waits on Redis. It reconnects in
 * the background. Its owner (main.ts) closes it with quit().
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    // disconnect() waits this long for a connection that is already gone (Redis down) before the process may end.
    disconnectTimeout: 200,
  });
  // The app logs outages (watchRedis); without a listener ioredis would print every reconnection failure.
  client.on('error', () => undefined);
  return client;
}

/** Logs when Redis becomes unreachable and when it is back: once per outage, not per request. */
export function watchRedis(client: Redis, log: FastifyBaseLogger): () => void {
  let down = false;
  const onError = (error: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err: error },
      'Redis is unreachable: rate limits are not enforced (writes are let through) until it is back',
    );
  };
  const onReady = () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again: rate limits are enforced');
  };
  client.on('error', onError);
  client.on('ready', onReady);
  return () => {
    client.off('error', onError);
    client.off('ready', onReady);
  };
}

/** For the readiness probe: true when Redis answers a PING (within the client's command timeout). */
export async function redisReachable(client: Redis): Promise<boolean> {
  try {
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  }
}
