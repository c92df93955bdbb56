import { buildApp } from './app';
import { readConfig } from './config';
import { connect } from './db/connect';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { loadOrCreateWebhookSecret } from './features/payments/webhookSecret';
import { loadOrCreateSecret } from './localSecret';
import { smtpMailer } from './mail/mailer';

/** Starts the API from the environment: migrate, seed what is missing, listen, stop cleanly on signals. */
async function main(): Promise<void> {
  const config = readConfig();
  const db = connect(config.database);
  const app = await buildApp({
    db,
    stage: config.stage,
    corsOrigins: config.corsOrigins,
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    rateLimits: config.rateLimits,
    serverLimits: config.server,
    mailTo: config.mail.to,
    ...(config.mail.smtpUrl ? { mailer: smtpMailer(config.mail.smtpUrl, config.mail.from) } : {}),
    payments: {
      publicApiUrl: config.payments.publicApiUrl,
      shellUrl: config.payments.shellUrl,
      webhookSecret: config.payments.webhookSecret ?? loadOrCreateWebhookSecret(config.dataDir),
    },
    fileLinkSecret: config.fileLinkSecret ?? loadOrCreateSecret(config.dataDir, 'file-link-secret'),
    ...(config.identity ? { identity: config.identity } : {}),
  });
  // Mail that could not be sent earlier (mail server down) is retried every minute.
  const retryMail = setInterval(() => void app.outbox.flush(), 60_000);
  retryMail.unref();
  app.addHook('onClose', async () => {
    clearInterval(retryMail);
    await db.destroy();
  });
  try {
    const applied = await migrate(db);
    if (applied.length) app.log.info({ applied }, 'database migrated');
    await seed(db);
    await app.listen({ port: config.port, host: config.host });
    void app.outbox.flush();
    app.log.info({ stage: config.stage, database: config.database.kind }, 'API ready');
  } catch (error) {
    app.log.fatal({ err: error }, 'API failed to start');
    await app.close();
    process.exitCode = 1;
    return;
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close();
    });
  }
}

void main();
