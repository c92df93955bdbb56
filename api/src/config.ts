import path from 'node:path';
import { PARENT_PROOF_MINUTES_DEFAULT } from 'shared-contract';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/connect';
import { readPaymentConfig, type PaymentProviderConfig } from './features/payments/paymentConfig';
import type { SmtpTimeouts } from './mail/mailer';
import type { RetrySchedule } from './mail/outbox';
import { isAddressOrRange } from './http/connectionCaps';
import { defaultServerLimits, serverLimitVariables, type ServerLimits } from './http/serverLimits';
import { defaultRateLimits, limitedActions, type RateLimit, type RateLimitSettings } from './http/rateLimits';
import { readRedisUrl } from './http/redis';
import { checkProductionSettings, flag, MIN_SECRET_LENGTH, readProfile, type Profile } from './profile';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface IdentityConfig {
  issuer: string;
  jwksUrl: string;
  /** Tokens must be issued to this app client (access token client_id, id token aud). */
  clientId: string;
}

export interface MailConfig {
  /** SMTP_URL; without it mails stay stored in the outbox and are logged. */
  smtpUrl?: string;
  /** Sender of every mail (MAIL_FROM). */
  from: string;
  /** Where contact messages and workshop applications go (MAIL_TO). */
  to: string;
  /** MAIL_RETRY_FIRST_SECONDS, MAIL_RETRY_MAX_SECONDS, MAIL_GIVE_UP_HOURS. */
  retry: RetrySchedule;
  /**
   * MAIL_POLL_SECONDS: how often the outbox looks for mail another instance queued (its own wakes it at once).
   */
  pollIntervalMs: number;
  /** SMTP_CONNECT_TIMEOUT_SECONDS, SMTP_SOCKET_TIMEOUT_SECONDS. */
  smtpTimeouts: SmtpTimeouts;
}

export interface PaymentsConfig {
  /**
   * Origin the API is reached at from browsers (PUBLIC_API_URL); the sandbox payment page and the learners'
   * signed download links point there.
   */
  publicApiUrl: string;
  /** Origin of the shell (SHELL_URL); the paid frame lands on its /payment-success page. */
  shellUrl: string;
  /** PAYMENT_WEBHOOK_SECRET; when unset main.ts generates one and keeps it in the data directory. */
  webhookSecret?: string;
  /** PAYMENT_PROVIDER (sandbox or stripe) and, for Stripe, its keys. */
  provider: PaymentProviderConfig;
}

export interface ShutdownConfig {
  /**
   * SHUTDOWN_DRAIN_SECONDS: how long /ready answers 503 while requests are still served, so the load balancer
   * stops sending new ones before the port closes (0 in the demo, 5 in production by default).
   */
  drainMs: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: in-flight requests get this long to finish before the process exits anyway. */
  timeoutMs: number;
}

export interface ApiConfig {
  /** APP_PROFILE: `demo` (the default, what `npm start` runs) or `production` (see profile.ts). */
  profile: Profile;
  /** SEED_DEMO_CONTENT: demo courses, reviews and blog posts besides what the product needs; on in the demo. */
  seedDemoContent: boolean;
  port: number;
  host: string;
  stage: string;
  database: DatabaseTarget;
  /** Where generated local secrets are kept: the SQLite file's folder, else <repo>/.data. */
  dataDir: string;
  identity?: IdentityConfig;
  corsOrigins: string[];
  logLevel: string;
  /** TRUST_PROXY=true behind a load balancer, so per-client limits see the client's address. */
  trustProxy: boolean;
  /** Limits of the writing routes (RATE_LIMIT_<ACTION>, RATE_LIMIT_ADDRESS_FACTOR). */
  rateLimits: RateLimitSettings;
  /** REDIS_URL: rate limits counted across instances; without it each process counts its own. */
  redisUrl?: string;
  /**
   * Slow-client protection (REQUEST_TIMEOUT_SECONDS and friends). With TRUST_PROXY every connection comes from the
   * balancer, so MAX_CONNECTIONS_PER_ADDRESS is off unless set: the balancer caps each client (docs/OPERATIONS.md).
   */
  server: ServerLimits;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** How the instance stops on SIGTERM/SIGINT (see main.ts). */
  shutdown: ShutdownConfig;
  /** FILE_LINK_SECRET signs the learners' download links; when unset main.ts generates one in the data directory. */
  fileLinkSecret?: string;
  /** The server's checks of learners' programs (EXERCISE_CHECK_*; docs/decisions/0023). */
  exerciseChecks: ExerciseCheckConfig;
  /** PARENT_PROOF_MINUTES: how long a right PIN or password proves the parent (docs/decisions/0026). */
  parentProofMinutes: number;
}

/** A parent proof lasts at most this long: past it, a child handed the device could still act as the parent. */
export const PARENT_PROOF_MINUTES_MAX = 240;

export interface ExerciseCheckConfig {
  /** EXERCISE_CHECK_WORKERS: warm interpreters, and checks at once (about 150 MB each while warm). */
  workers: number;
  /** EXERCISE_CHECK_QUEUE: checks that may wait for an interpreter; past it a check answers 429. */
  queue: number;
  /** EXERCISE_CHECK_MEMORY_MB: Python's heap per check. */
  memoryLimitMb: number;
  /** EXERCISE_CHECK_HEAP_MB: the JavaScript heap of each check's thread. */
  heapLimitMb: number;
}

export const defaultExerciseChecks: ExerciseCheckConfig = {
  workers: 2,
  queue: 16,
  memoryLimitMb: 256,
  heapLimitMb: 64,
};

const trimOrigin = (url: string) => url.trim().replace(/\/+$/, '');

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

function secret(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} is too short (${value.length} characters). Set it to at least ${MIN_SECRET_LENGTH} random characters (e.g. the output of openssl rand -hex 32), or unset it to have one generated in the data folder.`,
    );
  return value;
}

function wholeSeconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number of seconds (0 or more), got ${value}`);
  return parsed;
}

const WINDOW_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

/** RATE_LIMIT_<ACTION>=<max>/<window>, e.g. 5/1m, 10/1h, 30/90s. */
function rateLimit(name: string, value: string | undefined, fallback: RateLimit): RateLimit {
  if (value === undefined || value === '') return fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]) * (WINDOW_UNITS[match?.[3] ?? ''] ?? 0);
  if (!match || max < 1 || windowSeconds < 1)
    throw new Error(`${name} must read <count>/<window>, e.g. 5/1m or 10/1h, got ${value}`);
  return { max, windowSeconds };
}

function readRateLimits(env: NodeJS.ProcessEnv): RateLimitSettings {
  const limits = { ...defaultRateLimits.limits };
  for (const action of limitedActions) {
    const name = `RATE_LIMIT_${action.toUpperCase()}`;
    limits[action] = rateLimit(name, env[name], limits[action]);
  }
  return {
    limits,
    addressFactor: positiveInteger(
      'RATE_LIMIT_ADDRESS_FACTOR',
      env.RATE_LIMIT_ADDRESS_FACTOR,
      defaultRateLimits.addressFactor,
    ),
  };
}

/** A count that 0 turns off. */
function countOrOff(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a whole number (0 turns it off), got ${value}`);
  return parsed;
}

/** A comma-separated list of addresses and CIDR ranges. */
function addressList(name: string, value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined)
    throw new Error(`${name} must list addresses or ranges, e.g. 10.0.0.5,10.1.0.0/16, got ${wrong}`);
  return entries;
}

/**
 * Each slow-client limit from its variable (whole seconds, a count, a count 0 turns off, or addresses), else its
 * default.
 */
function readServerLimits(env: NodeJS.ProcessEnv, trustProxy: boolean): ServerLimits {
  const { maxConnectionsPerAddress, perAddressExempt, ...counts } = serverLimitVariables;
  const limits = { ...defaultServerLimits };
  for (const [key, name] of Object.entries(counts) as [keyof typeof counts, string][])
    limits[key] = positiveInteger(name, env[name], defaultServerLimits[key]);
  limits.maxConnectionsPerAddress = countOrOff(
    maxConnectionsPerAddress,
    env[maxConnectionsPerAddress],
    trustProxy ? 0 : defaultServerLimits.maxConnectionsPerAddress,
  );
  limits.perAddressExempt = addressList(perAddressExempt, env[perAddressExempt]);
  return limits;
}

/** Reads the service settings from the environment, with defaults for the local stack. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const profile = readProfile(env);
  if (profile === 'production') checkProductionSettings(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (0-65535), got ${env.PORT}`);
  const stage = normaliseStage(env.STAGE ?? '/dev');
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.resolve(env.DATABASE_FILE ?? path.join(repoRoot, '.data/app.sqlite')) };
  const dataDir = database.kind === 'sqlite' ? path.dirname(database.file) : path.join(repoRoot, '.data');
  const issuer = env.IDENTITY_ISSUER?.replace(/\/+$/, '');
  if (issuer && !env.IDENTITY_CLIENT_ID?.trim())
    throw new Error(
      'IDENTITY_CLIENT_ID must be set with IDENTITY_ISSUER: tokens are accepted only from the site’s own app client',
    );
  const identity = issuer
    ? {
        issuer,
        jwksUrl: env.IDENTITY_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
        clientId: String(env.IDENTITY_CLIENT_ID).trim(),
      }
    : undefined;
  const corsOrigins = (env.CORS_ORIGINS ?? 'http://127.0.0.1:8080,http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  const host = env.HOST ?? '127.0.0.1';
  const webhookSecret = secret('PAYMENT_WEBHOOK_SECRET', env.PAYMENT_WEBHOOK_SECRET);
  const fileLinkSecret = secret('FILE_LINK_SECRET', env.FILE_LINK_SECRET);
  const redisUrl = readRedisUrl(env);
  const trustProxy = env.TRUST_PROXY === 'true';
  return {
    profile,
    seedDemoContent: flag(env, 'SEED_DEMO_CONTENT', profile === 'demo'),
    port,
    host,
    stage,
    database,
    dataDir,
    ...(identity ? { identity } : {}),
    corsOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy,
    rateLimits: readRateLimits(env),
    ...(redisUrl ? { redisUrl } : {}),
    server: readServerLimits(env, trustProxy),
    exerciseChecks: {
      workers: positiveInteger(
        'EXERCISE_CHECK_WORKERS',
        env.EXERCISE_CHECK_WORKERS,
        defaultExerciseChecks.workers,
      ),
      queue: positiveInteger('EXERCISE_CHECK_QUEUE', env.EXERCISE_CHECK_QUEUE, defaultExerciseChecks.queue),
      memoryLimitMb: positiveInteger(
        'EXERCISE_CHECK_MEMORY_MB',
        env.EXERCISE_CHECK_MEMORY_MB,
        defaultExerciseChecks.memoryLimitMb,
      ),
      heapLimitMb: positiveInteger(
        'EXERCISE_CHECK_HEAP_MB',
        env.EXERCISE_CHECK_HEAP_MB,
        defaultExerciseChecks.heapLimitMb,
      ),
    },
    mail: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      from: env.MAIL_FROM ?? 'PyLearn Academy <support@pylearn.academy>',
      to: env.MAIL_TO ?? 'support@pylearn.academy',
      retry: {
        firstDelayMs: positiveInteger('MAIL_RETRY_FIRST_SECONDS', env.MAIL_RETRY_FIRST_SECONDS, 60) * 1000,
        maxDelayMs: positiveInteger('MAIL_RETRY_MAX_SECONDS', env.MAIL_RETRY_MAX_SECONDS, 4 * 3600) * 1000,
        giveUpAfterMs: positiveInteger('MAIL_GIVE_UP_HOURS', env.MAIL_GIVE_UP_HOURS, 24) * 3600_000,
      },
      pollIntervalMs: positiveInteger('MAIL_POLL_SECONDS', env.MAIL_POLL_SECONDS, 60) * 1000,
      smtpTimeouts: {
        connectMs:
          positiveInteger('SMTP_CONNECT_TIMEOUT_SECONDS', env.SMTP_CONNECT_TIMEOUT_SECONDS, 10) * 1000,
        socketMs: positiveInteger('SMTP_SOCKET_TIMEOUT_SECONDS', env.SMTP_SOCKET_TIMEOUT_SECONDS, 30) * 1000,
      },
    },
    payments: {
      publicApiUrl: trimOrigin(
        env.PUBLIC_API_URL ?? `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`,
      ),
      shellUrl: trimOrigin(env.SHELL_URL ?? 'http://127.0.0.1:8080'),
      ...(webhookSecret ? { webhookSecret } : {}),
      provider: readPaymentConfig(env),
    },
    shutdown: {
      drainMs:
        wholeSeconds('SHUTDOWN_DRAIN_SECONDS', env.SHUTDOWN_DRAIN_SECONDS, profile === 'production' ? 5 : 0) *
        1000,
      timeoutMs: positiveInteger('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 30) * 1000,
    },
    parentProofMinutes: readParentProofMinutes(env.PARENT_PROOF_MINUTES),
    ...(fileLinkSecret ? { fileLinkSecret } : {}),
  };
}

function readParentProofMinutes(value: string | undefined): number {
  const minutes = positiveInteger('PARENT_PROOF_MINUTES', value, PARENT_PROOF_MINUTES_DEFAULT);
  if (minutes > PARENT_PROOF_MINUTES_MAX)
    throw new Error(`PARENT_PROOF_MINUTES must be at most ${PARENT_PROOF_MINUTES_MAX}, got ${value}`);
  return minutes;
}

/** '/dev', 'dev', '/dev/' → '/dev'; '' or '/' → '' (no prefix). */
export function normaliseStage(stage: string): string {
  const trimmed = stage.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}
