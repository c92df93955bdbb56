import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';
import { watchRedis } from './redis';

/**
 * Everything that writes or sends mail, each with its own limit, the coupon checks (guessing codes), and the one
 * read that answers with up to a few hundred kilobytes (a child's programs).
 */
export const limitedActions = [
  'review',
  'comment',
  'newsletter',
  'contact',
  'workshop',
  'payment',
  'profile',
  'lesson',
  'enrolment',
  'exercise',
  'exerciseCheck',
  'family',
  'pin',
  'certificate',
  'video',
  'coupon',
  'childPrograms',
] as const;
export type LimitedAction = (typeof limitedActions)[number];

/**
 * Actions counted per learner (each child profile apart) rather than per account: a family's children may
 * watch lessons on their own devices at the same time, each player saving every few seconds.
 */
const perLearnerActions: ReadonlySet<LimitedAction> = new Set(['video']);

export interface RateLimit {
  /** Requests one learner (or, signed out, one address) may make in the window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitSettings {
  limits: Record<LimitedAction, RateLimit>;
  /** One address may make this many times a learner's limit, however many accounts it signs in with. */
  addressFactor: number;
}

/** Settings as given to the app: what is left out keeps its default. */
export interface RateLimitOptions {
  limits?: Partial<Record<LimitedAction, RateLimit>>;
  addressFactor?: number;
}

export const defaultRateLimits: RateLimitSettings = {
  limits: {
    review: { max: 10, windowSeconds: 3600 },
    comment: { max: 5, windowSeconds: 60 },
    newsletter: { max: 10, windowSeconds: 3600 },
    contact: { max: 10, windowSeconds: 3600 },
    workshop: { max: 10, windowSeconds: 3600 },
    payment: { max: 30, windowSeconds: 3600 },
    profile: { max: 600, windowSeconds: 3600 },
    lesson: { max: 60, windowSeconds: 60 },
    enrolment: { max: 30, windowSeconds: 3600 },
    /** Drafts are saved while the learner types (the editor spaces them out), checks and reveals too. */
    exercise: { max: 120, windowSeconds: 60 },
    /** The server's checks, per learner: each runs a warm interpreter for up to seconds. */
    exerciseCheck: { max: 20, windowSeconds: 60 },
    family: { max: 60, windowSeconds: 3600 },
    /**
     * Checks of the parent's PIN, per account, right or wrong: a flood guard. Guessing is stopped by the
     * database's count of wrong tries in a row (features/family/settings.ts), which a right PIN resets.
     */
    pin: { max: 30, windowSeconds: 15 * 60 },
    /**
     * Public certificate checks and PDFs, per client address: a page view and a download or two each, for a
     * classroom of 30 or more children behind one school address.
     */
    certificate: { max: 120, windowSeconds: 60 },
    /** Video positions, per learner: a save every 5 seconds while playing, plus one on each leave. */
    video: { max: 40, windowSeconds: 60 },
    /** Coupon checks, per learner or visitor: a few codes tried at checkout, not a search through them. */
    coupon: { max: 30, windowSeconds: 600 },
    /** A child's programs, per account: the parent opens them a few times a visit, not in a loop. */
    childPrograms: { max: 30, windowSeconds: 600 },
  },
  addressFactor: 10,
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler limiting a writing (or heavy) route, keyed by the signed-in learner (else the client address) and
     * capped per address: list it after the identity guard, so the learner is known when it runs.
     */
    writeLimit(action: LimitedAction): preHandlerAsyncHookHandler;
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** 'please wait 42 seconds' up to two minutes, whole minutes beyond. */
export function tooManyRequests(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds <= 120
      ? plural(retryAfterSeconds, 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many requests: please wait ${wait} and try again.`;
}

/** Prefix of every rate-limit counter in Redis. */
export const REDIS_KEY_PREFIX = 'pylearn:rl:';

/**
 * Registers @fastify/rate-limit (no global limit) and the writeLimit preHandler. Without `redis` the counters
 * live in this process, so several instances behind a load balancer each count on their own; with it they
 * are shared. When Redis cannot be reached the limits are skipped rather than the writes refused: children
 * keep using the site, and watchRedis logs the outage once.
 */
export async function installRateLimits(
  app: FastifyInstance,
  options: RateLimitOptions = {},
  redis?: Redis,
): Promise<void> {
  const settings: RateLimitSettings = {
    limits: { ...defaultRateLimits.limits, ...options.limits },
    addressFactor: options.addressFactor ?? defaultRateLimits.addressFactor,
  };
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: REDIS_KEY_PREFIX, skipOnError: true } : {}),
  });
  if (redis) {
    const unwatch = watchRedis(redis, app.log);
    app.addHook('onClose', async () => unwatch());
  }
  const address = (request: FastifyRequest) => normalizeIP(request.ip);
  const limiters = new Map<LimitedAction, preHandlerAsyncHookHandler>();

  app.decorate('writeLimit', (action: LimitedAction) => {
    const existing = limiters.get(action);
    if (existing) return existing;
    const { max, windowSeconds } = settings.limits[action];
    const timeWindow = windowSeconds * 1000;
    // Each limiter made here gets the same Redis prefix from the plugin (it adds a route's method and URL,
    // which these have none of), so the key itself names the action and the bucket.
    const checks = [
      app.createRateLimit({
        max: max * settings.addressFactor,
        timeWindow,
        keyGenerator: (request) => `${action}:address:${address(request)}`,
      }),
      app.createRateLimit({
        max,
        timeWindow,
        keyGenerator: (request) =>
          request.user
            ? `${action}:learner:${perLearnerActions.has(action) && request.learner ? request.learner.key : request.user.sub}`
            : `${action}:visitor:${address(request)}`,
      }),
    ];
    const limiter: preHandlerAsyncHookHandler = async (request, reply) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          const retryAfter = Math.max(1, result.ttlInSeconds);
          void reply.header('retry-after', retryAfter);
          request.log.info({ action, key: result.key }, 'rate limit reached');
          throw new HttpError(429, tooManyRequests(retryAfter));
        }
      }
    };
    limiters.set(action, limiter);
    return limiter;
  });
}
