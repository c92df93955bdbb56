import type { FastifyBaseLogger } from 'fastify';
import { startChecker } from 'shared-python/server';
import { buildApp } from './app';
import { readConfig, type ApiConfig } from './config';
import { connect } from './db/connect';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { loadOrCreateWebhookSecret } from './features/payments/webhookSecret';
import { createRedisClient, redisReachable } from './http/redis';
import { loadOrCreateSecret } from './localSecret';
import { apiLogger } from './logging';
import { smtpMailer } from './mail/mailer';
import { outboxLease } from './mail/outbox';
import { stopOnSignals } from './shutdown';
import { explainStartupFailure } from './startupFailure';

/**
 * Starts the API from the environment: migrate, seed what is missing, listen, stop cleanly on signals. A failure
 * to start is one line on stderr saying what to do, and exit code 1.
 */
async function main(): Promise<void> {
  let config: ApiConfig | undefined;
  let release = async (): Promise<void> => undefined;
  try {
    config = readConfig();
    await start(config, (close) => (release = close));
  } catch (error) {
    process.stderr.write(`API cannot start: ${explainStartupFailure(error, config)}\n`);
    process.exitCode = 1;
    await release().catch(() => undefined);
  }
}

/** Opens the database and listens; `opened` learns how to close what is open so far. */
async function start(config: ApiConfig, opened: (close: () => Promise<void>) => void): Promise<void> {
  const db = connect(config.database);
  const redis = config.redisUrl ? createRedisClient(config.redisUrl) : undefined;
  opened(async () => {
    redis?.disconnect();
    await db.destroy();
  });
  // Learners' programs are checked in a sandboxed process with warm interpreters; it reports through the app's log.
  const checkerLog: { current?: FastifyBaseLogger } = {};
  const checker = startChecker({
    ...config.exerciseChecks,
    graceMs: 2000,
    log: {
      info: (message) => checkerLog.current?.info(message),
      warn: (message) => checkerLog.current?.warn(message),
      error: (message) => checkerLog.current?.error(message),
    },
  });
  opened(async () => {
    await checker.close();
    redis?.disconnect();
    await db.destroy();
  });
  const app = await buildApp({
    db,
    checker,
    stage: config.stage,
    corsOrigins: config.corsOrigins,
    logger: apiLogger(config.logLevel),
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    ...(redis
      ? {
          redis,
          readinessChecks: [
            {
              name: 'redis',
              // Limits fail open without Redis: reported, but the instance stays in rotation.
              optional: true,
              check: async () => {
                if (!(await redisReachable(redis))) throw new Error('Redis does not answer PING');
              },
            },
          ],
        }
      : {}),
    serverLimits: config.server,
    mailTo: config.mail.to,
    ...(config.mail.smtpUrl
      ? { mailer: smtpMailer(config.mail.smtpUrl, config.mail.from, config.mail.smtpTimeouts) }
      : {}),
    outbox: {
      retry: config.mail.retry,
      pollIntervalMs: config.mail.pollIntervalMs,
      leaseMs: outboxLease(config.mail.smtpTimeouts),
    },
    payments: {
      publicApiUrl: config.payments.publicApiUrl,
      shellUrl: config.payments.shellUrl,
      webhookSecret: config.payments.webhookSecret ?? loadOrCreateWebhookSecret(config.dataDir),
      provider: config.payments.provider,
    },
    fileLinkSecret: config.fileLinkSecret ?? loadOrCreateSecret(config.dataDir, 'file-link-secret'),
    parentProofMinutes: config.parentProofMinutes,
    ...(config.identity ? { identity: config.identity } : {}),
  });
  checkerLog.current = app.log;
  app.addHook('onClose', async () => {
    await app.outbox.stop();
    await checker.close();
    redis?.disconnect();
    await db.destroy();
  });
  opened(() => app.close());
  const applied = await migrate(db);
  if (applied.length) app.log.info({ applied }, 'database migrated');
  await seed(db, { demoContent: config.seedDemoContent });
  await app.listen({ port: config.port, host: config.host });
  app.outbox.start();
  app.weeklySummaries.start();
  app.log.info(
    {
      stage: config.stage,
      database: config.database.kind,
      profile: config.profile,
      // TRUST_PROXY turns the per-address cap off by default: the line says which one this instance runs with.
      connections: {
        max: config.server.maxConnections,
        perAddress: config.server.maxConnectionsPerAddress || 'off',
      },
    },
    'API ready',
  );
  stopOnSignals(app, config.shutdown);
}

void main();
