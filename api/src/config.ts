import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/connect';
import type { SmtpTimeouts } from './mail/mailer';
import type { RetrySchedule } from './mail/outbox';
import { defaultServerLimits, serverLimitVariables, type ServerLimits } from './http/serverLimits';
import { defaultRateLimits, limitedActions, type RateLimit, type RateLimitSettings } from './http/rateLimits';
import { readRedisUrl } from './http/redis';

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
}

export interface ApiConfig {
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
  /** Slow-client protection (REQUEST_TIMEOUT_SECONDS and friends). */
  server: ServerLimits;
  mail: MailConfig;
  payments: PaymentsConfig;
  /** FILE_LINK_SECRET signs the learners' download links; when unset main.ts generates one in the data directory. */
  fileLinkSecret?: string;
}

const trimOrigin = (url: string) => url.trim().replace(/\/+$/, '');

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return parsed;
}

/** Signing secrets shorter than this are refused: they could be guessed. */
const MIN_SECRET_LENGTH = 32;

function secret(name: string, value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (value.length < MIN_SECRET_LENGTH)
    throw new Error(
      `${name} is too short (${value.length} characters). Set it to at least ${MIN_SECRET_LENGTH} random characters (e.g. the output of openssl rand -hex 32), or unset it to have one generated in the data folder.`,
    );
  return value;
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

/** Each slow-client limit from its variable (whole seconds or a count), else its default. */
function readServerLimits(env: NodeJS.ProcessEnv): ServerLimits {
  const limits = { ...defaultServerLimits };
  for (const [key, name] of Object.entries(serverLimitVariables) as [keyof ServerLimits, string][])
    limits[key] = positiveInteger(name, env[name], defaultServerLimits[key]);
  return limits;
}

/** Reads the service settings from the environment, with defaults for the local stack. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
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
  return {
    port,
    host,
    stage,
    database,
    dataDir,
    ...(identity ? { identity } : {}),
    corsOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    rateLimits: readRateLimits(env),
    ...(redisUrl ? { redisUrl } : {}),
    server: readServerLimits(env),
    mail: {
      ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
      from: env.MAIL_FROM ?? 'PyLearn Academy <support@pylearn.academy>',
      to: env.MAIL_TO ?? 'support@pylearn.academy',
      retry: {
        firstDelayMs: positiveInteger('MAIL_RETRY_FIRST_SECONDS', env.MAIL_RETRY_FIRST_SECONDS, 60) * 1000,
        maxDelayMs: positiveInteger('MAIL_RETRY_MAX_SECONDS', env.MAIL_RETRY_MAX_SECONDS, 4 * 3600) * 1000,
        giveUpAfterMs: positiveInteger('MAIL_GIVE_UP_HOURS', env.MAIL_GIVE_UP_HOURS, 24) * 3600_000,
      },
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
    },
    ...(fileLinkSecret ? { fileLinkSecret } : {}),
  };
}

/** '/dev', 'dev', '/dev/' → '/dev'; '' or '/' → '' (no prefix). */
export function normaliseStage(stage: string): string {
  const trimmed = stage.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}
