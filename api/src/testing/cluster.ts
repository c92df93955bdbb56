import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { connect } from '../db/connect';
import type { Database } from '../db/schema';
import { startTestIdentity, type TestIdentity } from './identity';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

export const CLUSTER_STAGE = '/dev';
export const CLUSTER_WEBHOOK_SECRET = 'cluster-webhook-secret-0123456789abcdef';

/** A service the cluster needs that this machine lacks: the test or the bench fails and says what to install. */
function missing(what: string, debianPackage: string): Error {
  return new Error(
    `${what} is not installed: the API cluster (the two-instance test, pnpm bench's PostgreSQL runs) needs it. Install Debian's ${debianPackage} (.ci/run does).`,
  );
}

export interface ApiInstance {
  name: string;
  port: number;
  /** Its own address, past the balancer. */
  url: string;
  process: ChildProcess;
  /** Everything it logged so far, one JSON object per line. */
  log(): string;
  exited: Promise<number | null>;
}

export interface MailSink {
  url: string;
  /** Subject of each message accepted, in order. */
  subjects: string[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback that holds each message `delayMs` before accepting it, as a slow relay does. */
export async function startMailSink(delayMs = 0): Promise<MailSink> {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
        setTimeout(() => {
          subjects.push(subject.trim());
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    subjects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface ClusterOptions {
  /** How many API instances sit behind the balancer. */
  instances: number;
  /** Shared rate-limit store; without it each instance counts alone. */
  redisUrl?: string;
  /** Extra variables for every instance. */
  env?: Record<string, string>;
}

export interface ApiCluster {
  /** The balancer's address with the stage prefix: where clients call. */
  url: string;
  instances: ApiInstance[];
  /** The database every instance shares, for checks behind the API's back. */
  db: Kysely<Database>;
  identity: TestIdentity;
  mail: MailSink;
  /** The balancer's access log so far: one JSON object per request. */
  balancerLog(): Promise<string>;
  close(): Promise<void>;
}

async function waitForReady(instance: ApiInstance): Promise<void> {
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => (exitCode = code));
  for (let tries = 0; tries < 600; tries += 1) {
    if (exitCode !== undefined)
      throw new Error(`${instance.name} stopped while starting (${exitCode}): ${instance.log()}`);
    try {
      const response = await fetch(`${instance.url}/ready`, { signal: AbortSignal.timeout(1000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  throw new Error(`${instance.name} did not become ready: ${instance.log()}`);
}

function startInstance(name: string, port: number, env: Record<string, string>): ApiInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    log: () => output,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
}

/**
 * nginx as an operator would put it in front of the instances (docs/OPERATIONS.md): round robin, its own request
 * id passed on in X-Request-Id and written to its access log, the client's address in X-Forwarded-For, and a
 * request the instance never received (connection refused) tried on the next one.
 */
async function startBalancer(dir: string, port: number, upstreams: number[]): Promise<ChildProcess> {
  const nginx = NGINX.find((candidate) => existsSync(candidate));
  if (!nginx) throw missing('nginx', 'nginx-light');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await mkdir(path.join(dir, sub));
  // As root nginx's workers run as nobody: they write its temporary files.
  await chmod(dir, 0o777);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await chmod(path.join(dir, sub), 0o777);
  const config = `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  log_format json escape=json '{"requestId":"$request_id","status":$status,"upstream":"$upstream_addr","uri":"$request_uri"}';
  access_log ${dir}/access.log json;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream api {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=10s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Request-Id $request_id;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;
  const file = path.join(dir, 'nginx.conf');
  await writeFile(file, config);
  const child = spawn(nginx, ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let tries = 0; tries < 100; tries += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/live`, { signal: AbortSignal.timeout(500) });
      return child;
    } catch {
      await delay(50);
    }
  }
  throw new Error(
    `nginx did not start: ${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`,
  );
}

/**
 * PostgreSQL, a test identity provider, a mail sink, N API instances in the production profile and nginx in front
 * of them, all on loopback; `close` stops every one.
 */
export async function startCluster(options: ClusterOptions): Promise<ApiCluster> {
  const stops: Array<() => Promise<unknown>> = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const postgres: ThrowawayPostgres | undefined = await startThrowawayPostgres();
    if (!postgres) throw missing('PostgreSQL (initdb, pg_ctl)', 'postgresql');
    stops.push(() => postgres.stop());
    const identity = await startTestIdentity();
    stops.push(() => identity.close());
    const mail = await startMailSink(20);
    stops.push(() => mail.close());
    const dir = await mkdtemp(path.join(tmpdir(), 'api-cluster-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));

    const balancerPort = await freePort();
    const ports: number[] = [];
    for (let n = 0; n < options.instances; n += 1) ports.push(await freePort());
    const env: Record<string, string> = {
      APP_PROFILE: 'production',
      // The test's own identity provider and the sandbox stand in for Cognito and Stripe, deliberately.
      ALLOW_EMBEDDED_IDENTITY: 'true',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SEED_DEMO_CONTENT: 'true',
      HOST: '127.0.0.1',
      STAGE: CLUSTER_STAGE,
      DATABASE_URL: postgres.url,
      IDENTITY_ISSUER: identity.config.issuer,
      IDENTITY_CLIENT_ID: identity.config.clientId,
      PAYMENT_WEBHOOK_SECRET: CLUSTER_WEBHOOK_SECRET,
      FILE_LINK_SECRET: 'cluster-file-link-secret-0123456789abcdef',
      SHELL_URL: 'http://127.0.0.1:8080',
      PUBLIC_API_URL: `http://127.0.0.1:${balancerPort}`,
      CORS_ORIGINS: 'http://127.0.0.1:8080',
      TRUST_PROXY: 'true',
      SMTP_URL: mail.url,
      MAIL_POLL_SECONDS: '1',
      LOG_LEVEL: 'info',
      SHUTDOWN_DRAIN_SECONDS: '0',
      ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      ...options.env,
    };
    const instances = ports.map((port, n) => startInstance(`api-${n + 1}`, port, env));
    stops.push(async () => {
      for (const instance of instances) instance.process.kill('SIGKILL');
    });
    await Promise.all(instances.map(waitForReady));
    const balancer = await startBalancer(dir, balancerPort, ports);
    stops.push(async () => {
      balancer.kill('SIGTERM');
      await delay(100);
    });
    const db = connect({ kind: 'postgres', url: postgres.url }, () => undefined);
    stops.push(() => db.destroy());
    return {
      url: `http://127.0.0.1:${balancerPort}${CLUSTER_STAGE}`,
      instances,
      db,
      identity,
      mail,
      balancerLog: () => readFile(path.join(dir, 'access.log'), 'utf8'),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
