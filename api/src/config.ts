import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseTarget } from './db/connect';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface IdentityConfig {
  issuer: string;
  jwksUrl: string;
  /** When set, tokens must be issued to this app client (access token client_id or id token aud). */
  clientId?: string;
}

export interface ApiConfig {
  port: number;
  host: string;
  stage: string;
  database: DatabaseTarget;
  identity?: IdentityConfig;
  corsOrigins: string[];
  logLevel: string;
}

/** Reads the service settings from the environment, with defaults for the local stack. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  const stage = normaliseStage(env.STAGE ?? '/dev');
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'sqlite', file: path.resolve(env.DATABASE_FILE ?? path.join(repoRoot, '.data/app.sqlite')) };
  const issuer = env.IDENTITY_ISSUER?.replace(/\/+$/, '');
  const identity = issuer
    ? {
        issuer,
        jwksUrl: env.IDENTITY_JWKS_URL ?? `${issuer}/.well-known/jwks.json`,
        ...(env.IDENTITY_CLIENT_ID ? { clientId: env.IDENTITY_CLIENT_ID } : {}),
      }
    : undefined;
  const corsOrigins = (env.CORS_ORIGINS ?? 'http://127.0.0.1:8080,http://localhost:8080')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    stage,
    database,
    ...(identity ? { identity } : {}),
    corsOrigins,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** '/dev', 'dev', '/dev/' → '/dev'; '' or '/' → '' (no prefix). */
export function normaliseStage(stage: string): string {
  const trimmed = stage.trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}` : '';
}
