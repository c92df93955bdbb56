import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { LEARNER_PROFILE_HEADER, PARENT_PROOF_HEADER, PARENT_PROOF_MINUTES_DEFAULT } from 'shared-contract';
import type { IdentityConfig } from './config';
import type { Database } from './db/schema';
import { onCatalogChange } from './features/catalog/catalogChanges';
import { catalogRoutes } from './features/catalog/catalogRoutes';
import { AnswerCache, type AnswerCacheOptions } from './http/answerCache';
import { healthRoutes, type ReadinessCheck } from './features/health/healthRoutes';
import { installErrorEnvelopes } from './http/envelope';
import { installPrivateAnswers } from './http/privateAnswers';
import { installRateLimits, type RateLimitOptions } from './http/rateLimits';
import { installRequestIds, requestIdOptions } from './http/requestIds';
import {
  applyServerLimits,
  defaultServerLimits,
  fastifyServerLimits,
  type ServerLimits,
} from './http/serverLimits';
import { createAccountEmailLookup } from './identity/accountEmail';
import { installNoSniff } from './http/noSniff';
import { installIdentity } from './identity/identity';
import { tokenRevocations } from './identity/revocations';
import type { Mailer } from './mail/mailer';
import { Outbox, type OutboxOptions } from './mail/outbox';
import { certificateRoutes } from './features/certificates/certificateRoutes';
import { checkoutRoutes } from './features/checkout/checkoutRoutes';
import { blogRoutes } from './features/community/blogRoutes';
import type { ExerciseChecker } from 'shared-python/server';
import { exerciseRoutes } from './features/exercises/exerciseRoutes';
import { familyRoutes } from './features/family/familyRoutes';
import { childProfileLookup } from './features/family/profiles';
import { parentProofs } from './identity/parentProof';
import { WeeklySummaries, type WeeklySummaryOptions } from './features/family/weeklySummary';
import { contactRoutes } from './features/community/contactRoutes';
import { learningRoutes } from './features/learning/learningRoutes';
import { paymentRoutes } from './features/payments/paymentRoutes';
import type { PaymentProviderConfig } from './features/payments/paymentConfig';
import { sandboxProvider } from './features/payments/sandboxProvider';
import { reviewRoutes } from './features/reviews/reviewRoutes';
import { streakRoutes } from './features/streaks/streakRoutes';
import { videoPositionRoutes } from './features/videoPositions/videoPositionRoutes';
import { userRoutes } from './features/users/userRoutes';
import { workshopRoutes } from './features/workshop/workshopRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Mail waiting to be sent; flush() delivers what is due. */
    outbox: Outbox;
    /** Queues the parents' weekly summary mails; start() runs its checks. */
    weeklySummaries: WeeklySummaries;
    /** Marks the instance as shutting down: /ready answers 503 from now on, so the balancer drains it. */
    startDraining(): void;
  }
}

export interface AppOptions {
  db: Kysely<Database>;
  /** Checks learners' programs on the server (shared-python/server); without it a check answers 503. */
  checker?: ExerciseChecker;
  /** Path prefix of every call, e.g. '/dev'; '' for none. */
  stage?: string;
  identity?: IdentityConfig;
  corsOrigins?: string[];
  /** Fastify (pino) logger settings; false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy?: boolean;
  /** Sends outbox mail; without one, mail stays stored. */
  mailer?: Mailer;
  /** Recipient of contact messages and workshop applications. */
  mailTo?: string;
  /** Retry schedule and clock of the outbox. */
  outbox?: OutboxOptions;
  /** Limits of the writing routes; unset ones keep their defaults. */
  rateLimits?: RateLimitOptions;
  /** Shares the rate-limit counters with the other instances; its owner creates and closes it. */
  redis?: Redis;
  /** Timeouts and the connection cap against slow and many clients; unset ones keep their defaults. */
  serverLimits?: Partial<ServerLimits>;
  payments?: Partial<PaymentSettings>;
  /**
   * Signs the learners' download links and, with a key derived from it, parent proofs; without one only this
   * process can sign and verify them.
   */
  fileLinkSecret?: string;
  /** How long a parent proof lasts (PARENT_PROOF_MINUTES). */
  parentProofMinutes?: number;
  /** The weekly summary's check interval and clock. */
  weeklySummary?: WeeklySummaryOptions;
  /** Dependencies /ready waits for besides the database. */
  readinessChecks?: ReadinessCheck[];
  /** How long the public answers kept in memory live (http/answerCache.ts). */
  answerCache?: AnswerCacheOptions;
}

export interface PaymentSettings {
  publicApiUrl: string;
  shellUrl: string;
  webhookSecret: string;
  /** The sandbox unless Stripe is configured. */
  provider: PaymentProviderConfig;
}

/** Builds the API without listening, so tests can use app.inject and main.ts can listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const serverLimits = { ...defaultServerLimits, ...options.serverLimits };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    ...requestIdOptions,
    ...fastifyServerLimits(serverLimits),
  });
  installRequestIds(app);
  installNoSniff(app);
  applyServerLimits(app.server, serverLimits);
  installErrorEnvelopes(app);
  const fileLinkSecret = options.fileLinkSecret ?? randomBytes(32).toString('hex');
  const proofs = parentProofs(
    options.db,
    fileLinkSecret,
    options.parentProofMinutes ?? PARENT_PROOF_MINUTES_DEFAULT,
  );
  installIdentity(
    app,
    options.identity,
    childProfileLookup(options.db),
    tokenRevocations(options.db),
    proofs,
  );
  installPrivateAnswers(app);
  await installRateLimits(app, options.rateLimits, options.redis);
  await app.register(cors, {
    origin: options.corsOrigins ?? [],
    methods: ['GET', 'POST', 'PUT'],
    allowedHeaders: ['Content-Type', 'Authorization', LEARNER_PROFILE_HEADER, PARENT_PROOF_HEADER],
    // A new parent proof comes back in this header (after the family's first child profile).
    exposedHeaders: [PARENT_PROOF_HEADER],
    maxAge: 600,
  });

  const prefix = options.stage ?? '/dev';
  const mailTo = options.mailTo ?? 'support@pylearn.academy';
  const outbox = new Outbox(options.db, options.mailer, app.log, options.outbox);
  app.decorate('outbox', outbox);
  const payments: PaymentSettings = {
    publicApiUrl: 'http://127.0.0.1:4000',
    shellUrl: 'http://127.0.0.1:8080',
    // Without a configured secret only this process can sign and verify: enough for the sandbox.
    webhookSecret: randomBytes(32).toString('hex'),
    provider: { kind: 'sandbox' },
    ...options.payments,
  };
  // Stripe's library (~0.3 s to load) only where Stripe takes the payments.
  const provider =
    payments.provider.kind === 'stripe'
      ? (await import('./features/payments/stripeProvider')).stripeProvider({
          ...payments,
          stage: prefix,
          config: payments.provider,
        })
      : sandboxProvider({ ...payments, stage: prefix });

  const weeklySummaries = new WeeklySummaries(
    options.db,
    outbox,
    app.log,
    { baseUrl: `${payments.publicApiUrl}${prefix}`, shellUrl: payments.shellUrl, secret: fileLinkSecret },
    options.weeklySummary,
  );
  app.decorate('weeklySummaries', weeklySummaries);
  app.addHook('onClose', async () => weeklySummaries.stop());

  const answers = new AnswerCache(options.answerCache);
  const stopListening = onCatalogChange((keys) => answers.invalidate(keys));
  app.addHook('onClose', async () => stopListening());

  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  const health = healthRoutes(options.db, {
    draining: () => draining,
    checks: options.readinessChecks ?? [],
  });
  // The health checks also answer outside the stage prefix, where load balancers usually probe.
  if (prefix !== '') await app.register(health);
  await app.register(
    async (stage) => {
      await stage.register(health);
      await stage.register(catalogRoutes(options.db, answers));
      await stage.register(
        userRoutes(options.db, options.identity && createAccountEmailLookup(options.identity)),
      );
      await stage.register(
        learningRoutes(options.db, {
          baseUrl: `${payments.publicApiUrl}${prefix}`,
          secret: fileLinkSecret,
        }),
      );
      await stage.register(familyRoutes(options.db, fileLinkSecret, proofs));
      await stage.register(exerciseRoutes(options.db, options.checker));
      await stage.register(certificateRoutes(options.db, payments.shellUrl));
      await stage.register(streakRoutes(options.db));
      await stage.register(videoPositionRoutes(options.db));
      await stage.register(reviewRoutes(options.db, answers));
      await stage.register(checkoutRoutes(options.db));
      await stage.register(blogRoutes(options.db, answers));
      await stage.register(contactRoutes(options.db, mailTo, payments.shellUrl));
      await stage.register(workshopRoutes(options.db, mailTo));
      await stage.register(
        paymentRoutes(options.db, {
          provider,
          shellUrl: payments.shellUrl,
          webhookSecret: payments.webhookSecret,
          ...(payments.provider.kind === 'stripe'
            ? { stripePublishableKey: payments.provider.publishableKey }
            : {}),
        }),
      );
    },
    { prefix },
  );
  return app;
}
