import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normaliseStage, readConfig } from './config';

describe('readConfig', () => {
  it('defaults to the local stack: port 4000 on 127.0.0.1, stage /dev, embedded SQLite, the shell as CORS origin', () => {
    const config = readConfig({});
    assert.equal(config.port, 4000);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.stage, '/dev');
    assert.equal(config.database.kind, 'sqlite');
    assert.ok(config.database.kind === 'sqlite' && config.database.file.endsWith('/.data/app.sqlite'));
    assert.deepEqual(config.corsOrigins, ['http://127.0.0.1:8080', 'http://localhost:8080']);
    assert.equal(config.identity, undefined);
    assert.ok(config.dataDir.endsWith('/.data'));
    assert.deepEqual(config.mail, {
      from: 'PyLearn Academy <support@pylearn.academy>',
      to: 'support@pylearn.academy',
      retry: { firstDelayMs: 60_000, maxDelayMs: 4 * 3600_000, giveUpAfterMs: 24 * 3600_000 },
      pollIntervalMs: 60_000,
      smtpTimeouts: { connectMs: 10_000, socketMs: 30_000 },
    });
    assert.deepEqual(config.payments, {
      publicApiUrl: 'http://127.0.0.1:4000',
      shellUrl: 'http://127.0.0.1:8080',
      provider: { kind: 'sandbox' },
    });
    assert.equal(config.fileLinkSecret, undefined);
    assert.deepEqual(config.rateLimits.limits.comment, { max: 5, windowSeconds: 60 });
    // A classroom of children behind one school address opens its certificates within a minute.
    assert.deepEqual(config.rateLimits.limits.certificate, { max: 120, windowSeconds: 60 });
    assert.equal(config.rateLimits.addressFactor, 10);
    assert.equal(config.server.requestTimeoutSeconds, 15);
    assert.equal(config.server.headersTimeoutSeconds, 5);
    assert.equal(config.server.maxConnections, 2000);
    assert.equal(config.server.maxConnectionsPerAddress, 200);
    assert.deepEqual(config.server.perAddressExempt, []);
    assert.equal(config.trustProxy, false);
  });

  it('reads the payment provider: Stripe with its keys, refused with one line per missing key', () => {
    const stripe = readConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51AbCdEf0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEf0123456789',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbCdEf0123456789',
    }).payments.provider;
    assert.equal(stripe.kind, 'stripe');
    assert.throws(
      () => readConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEf0123456789' }),
      (error: Error) =>
        error.message.split('\n').length === 2 && /^STRIPE_SECRET_KEY is required/.test(error.message),
    );
  });

  it('reads mail, payment, download-link and limit settings from the environment', () => {
    const config = readConfig({
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_TO: 'team@example.com',
      PUBLIC_API_URL: 'https://api.example.com/',
      SHELL_URL: 'https://example.com/',
      PAYMENT_WEBHOOK_SECRET: 'whsec_0123456789abcdef0123456789abcdef',
      FILE_LINK_SECRET: 'files_0123456789abcdef0123456789abcdef',
      RATE_LIMIT_COMMENT: '20/1m',
      RATE_LIMIT_REVIEW: '3/2h',
      RATE_LIMIT_ADDRESS_FACTOR: '4',
      REQUEST_TIMEOUT_SECONDS: '12',
      MAX_CONNECTIONS: '500',
      TRUST_PROXY: 'true',
    });
    assert.equal(config.mail.smtpUrl, 'smtp://mail.example.com:587');
    assert.equal(config.mail.to, 'team@example.com');
    assert.deepEqual(config.payments, {
      publicApiUrl: 'https://api.example.com',
      shellUrl: 'https://example.com',
      webhookSecret: 'whsec_0123456789abcdef0123456789abcdef',
      provider: { kind: 'sandbox' },
    });
    assert.equal(config.fileLinkSecret, 'files_0123456789abcdef0123456789abcdef');
    assert.deepEqual(config.rateLimits.limits.comment, { max: 20, windowSeconds: 60 });
    assert.deepEqual(config.rateLimits.limits.review, { max: 3, windowSeconds: 7200 });
    assert.deepEqual(config.rateLimits.limits.newsletter, { max: 10, windowSeconds: 3600 });
    assert.equal(config.rateLimits.addressFactor, 4);
    assert.equal(config.server.requestTimeoutSeconds, 12);
    assert.equal(config.server.maxConnections, 500);
    assert.equal(config.trustProxy, true);
    const mail = readConfig({
      MAIL_RETRY_FIRST_SECONDS: '30',
      MAIL_RETRY_MAX_SECONDS: '3600',
      MAIL_GIVE_UP_HOURS: '48',
      SMTP_CONNECT_TIMEOUT_SECONDS: '5',
      SMTP_SOCKET_TIMEOUT_SECONDS: '20',
    }).mail;
    assert.deepEqual(mail.retry, {
      firstDelayMs: 30_000,
      maxDelayMs: 3600_000,
      giveUpAfterMs: 48 * 3600_000,
    });
    assert.deepEqual(mail.smtpTimeouts, { connectMs: 5000, socketMs: 20_000 });
    assert.throws(
      () => readConfig({ RATE_LIMIT_COMMENT: 'many' }),
      /RATE_LIMIT_COMMENT must read <count>\/<window>, e.g. 5\/1m or 10\/1h, got many/,
    );
    assert.throws(() => readConfig({ RATE_LIMIT_LESSON: '0/1m' }), /RATE_LIMIT_LESSON must read/);
    assert.throws(
      () => readConfig({ MAX_CONNECTIONS: '-1' }),
      /MAX_CONNECTIONS must be a positive whole number/,
    );
  });

  it('caps connections per address unless behind a proxy, where only MAX_CONNECTIONS_PER_ADDRESS sets a cap', () => {
    const capped = readConfig({
      MAX_CONNECTIONS_PER_ADDRESS: '50',
      MAX_CONNECTIONS_PER_ADDRESS_EXEMPT: ' 10.0.0.5, 10.1.0.0/16,fd00::/8 ',
      HEADERS_TIMEOUT_SECONDS: '3',
    }).server;
    assert.equal(capped.maxConnectionsPerAddress, 50);
    assert.deepEqual(capped.perAddressExempt, ['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    assert.equal(capped.headersTimeoutSeconds, 3);
    assert.equal(readConfig({ MAX_CONNECTIONS_PER_ADDRESS: '0' }).server.maxConnectionsPerAddress, 0);
    // Behind a balancer every connection comes from it: the balancer caps each client instead.
    assert.equal(readConfig({ TRUST_PROXY: 'true' }).server.maxConnectionsPerAddress, 0);
    assert.equal(
      readConfig({ TRUST_PROXY: 'true', MAX_CONNECTIONS_PER_ADDRESS: '1500' }).server
        .maxConnectionsPerAddress,
      1500,
    );
    assert.throws(
      () => readConfig({ MAX_CONNECTIONS_PER_ADDRESS: 'many' }),
      /^Error: MAX_CONNECTIONS_PER_ADDRESS must be a whole number \(0 turns it off\), got many$/,
    );
    assert.throws(
      () => readConfig({ MAX_CONNECTIONS_PER_ADDRESS_EXEMPT: '10.0.0.5,lb.internal' }),
      /^Error: MAX_CONNECTIONS_PER_ADDRESS_EXEMPT must list addresses or ranges, e\.g\. 10\.0\.0\.5,10\.1\.0\.0\/16, got lb\.internal$/,
    );
  });

  it('uses PostgreSQL when DATABASE_URL is set and derives the JWKS URL from the issuer', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://app@db/app',
      IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc/',
      IDENTITY_CLIENT_ID: 'client',
    });
    assert.deepEqual(config.database, { kind: 'postgres', url: 'postgres://app@db/app' });
    assert.deepEqual(config.identity, {
      issuer: 'http://127.0.0.1:9229/local_abc',
      jwksUrl: 'http://127.0.0.1:9229/local_abc/.well-known/jwks.json',
      clientId: 'client',
    });
  });

  it('refuses an identity issuer without the app client whose tokens it accepts', () => {
    assert.throws(
      () => readConfig({ IDENTITY_ISSUER: 'http://127.0.0.1:9229/local_abc' }),
      /IDENTITY_CLIENT_ID must be set with IDENTITY_ISSUER/,
    );
  });

  it('normalises the stage prefix', () => {
    assert.equal(normaliseStage('dev/'), '/dev');
    assert.equal(normaliseStage('/'), '');
  });

  it('refuses a port that is not a number', () => {
    assert.throws(() => readConfig({ PORT: 'http' }), /PORT must be a port number/);
  });

  it('refuses signing secrets shorter than 32 characters, saying how to make one', () => {
    for (const name of ['PAYMENT_WEBHOOK_SECRET', 'FILE_LINK_SECRET'])
      assert.throws(
        () => readConfig({ [name]: 'too-short' }),
        new RegExp(`${name} is too short \\(9 characters\\)\\. Set it to at least 32 random characters`),
      );
  });
});
