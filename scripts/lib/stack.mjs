// Runs the composed site from built dists: identity provider, API, each remote on its own origin, and the shell.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { bootstrapIdentity, identityService } from './identity.mjs';
import { repoRoot } from './pnpm.mjs';
import { keepIdleConnections } from './idle-connections.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { inlineScriptHashes, pythonRuntimeHeaders, securityHeaders } from './security-headers.mjs';
import { Supervisor } from './supervisor.mjs';
import { DEFAULT_PORTS } from './ports.mjs';
import { REMOTES } from './remotes.mjs';

/** Ports and data of a profile: `dev` for `npm start`, `e2e` for the Playwright suite (shifted, fresh data). */
export function profileSettings(profile) {
  const shift = profile === 'e2e' ? 10_000 : 0;
  const port = (name, fallback) => Number(process.env[name] ?? fallback + shift);
  return {
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(
      process.env.DATA_DIR ?? path.join(repoRoot, '.data', profile === 'e2e' ? 'e2e' : 'dev'),
    ),
    freshData: profile === 'e2e',
    controlPort: profile === 'e2e' ? port('CONTROL_PORT', 8999) : undefined,
    ports: {
      shell: port('SHELL_PORT', DEFAULT_PORTS.shell),
      api: port('API_PORT', DEFAULT_PORTS.api),
      identity: port('IDENTITY_PORT', DEFAULT_PORTS.identity),
      remotes: Object.fromEntries(
        REMOTES.map((remote) => [
          remote.name,
          port(`REMOTE_${remote.name.toUpperCase()}_PORT`, remote.devPort),
        ]),
      ),
    },
  };
}

/** The shell's origins, plus (in development) each remote's, where `pnpm --filter <remote> dev` serves its harness. */
function corsOrigins(profile, host, ports) {
  const shell = [`http://${host}:${ports.shell}`, `http://localhost:${ports.shell}`];
  if (profile !== 'dev') return shell;
  return [
    ...shell,
    ...Object.values(ports.remotes).flatMap((port) => [`http://${host}:${port}`, `http://localhost:${port}`]),
  ];
}

/** The parts of the site `--except` can leave out (to their dev servers): the shell and each remote. */
export const SITE_PARTS = ['shell', ...REMOTES.map((remote) => remote.name)];

/** The workspace folder a part is built in. */
export const partFolder = (part) => REMOTES.find((remote) => remote.name === part)?.folder ?? part;

/** `--except shell,catalog`: the parts not to serve from their builds, checked against SITE_PARTS. */
export function parseExcept(value = '') {
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !SITE_PARTS.includes(part));
  if (unknown.length)
    throw new Error(`--except: unknown ${unknown.join(', ')} (the parts are ${SITE_PARTS.join(', ')})`);
  return new Set(parts);
}

function assertBuilt(except) {
  const served = SITE_PARTS.filter((part) => !except.has(part)).map(partFolder);
  const missing = served.filter((folder) => {
    const marker = folder === 'shell' ? 'index.html' : 'mf-manifest.json';
    return !existsSync(path.join(repoRoot, folder, 'dist', marker));
  });
  if (missing.length) {
    throw new Error(
      `not built: ${missing.join(', ')}. Run \`npm start\` (it builds) or \`node scripts/pnpm.mjs build\`.`,
    );
  }
}

/**
 * The headers every static server sends, from the runtime config, the shell's public URL and the API's (where
 * the payment frame opens); the built shell
 * page's inline scripts are allowed by their hashes (absent when the shell's dev server serves it instead).
 * `python`: those of the Python runtime's files, the only ones allowed to compile WebAssembly.
 */
async function siteHeaders(site) {
  const indexHtml = path.join(repoRoot, 'shell/dist/index.html');
  const inlineScripts = existsSync(indexHtml) ? inlineScriptHashes(await readFile(indexHtml, 'utf8')) : [];
  return {
    site: securityHeaders({ ...site, inlineScripts }),
    python: pythonRuntimeHeaders({ ...site, inlineScripts }),
  };
}

/**
 * Stops every service, closes the servers registered so far, then exits. Ctrl-C, a failed start or a service
 * dying can all arrive before the control server exists, so it registers itself once it is listening.
 * Later calls wait for the first one, so a start that fails because Ctrl-C stopped it goes no further.
 */
export function createShutdown(supervisor, exit = (code) => process.exit(code)) {
  const servers = [];
  let stopped;
  function shutdown(code = 0) {
    stopped ??= (async () => {
      await supervisor.stopAll();
      for (const server of servers) server.close();
      exit(code);
    })();
    return stopped;
  }
  return { shutdown, closeOnShutdown: (server) => servers.push(server) };
}

/**
 * Starts everything but the `except` parts (whose dev servers take their ports); resolves once every service
 * answers.
 */
export async function runStack({ profile, quiet = false, except = new Set() }) {
  assertBuilt(except);
  const settings = profileSettings(profile);
  const { host, ports, dataDir } = settings;
  if (settings.freshData) await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });

  const supervisor = new Supervisor({
    quiet,
    onUnexpectedExit: () => {
      console.error('A service stopped unexpectedly; stopping the site.');
      shutdown(1);
    },
  });
  const { shutdown, closeOnShutdown } = createShutdown(supervisor);
  process.on('SIGINT', () => shutdown(0));
  process.on('SIGTERM', () => shutdown(0));

  try {
    const identityEndpoint = `http://${host}:${ports.identity}`;
    const stage = process.env.API_STAGE ?? '/dev';
    // The provider tells the API of every sign-out (shared-contract's signOut call) over loopback, with the
    // learner's own access token.
    const apiSignOutUrl = `http://${host}:${ports.api}${stage}/user/sign-out`;
    await supervisor.start(await identityService({ dataDir, host, port: ports.identity, apiSignOutUrl }));
    const identity = await bootstrapIdentity({ endpoint: identityEndpoint, dataDir });

    const shellOrigin = `http://${host}:${ports.shell}`;
    const siteUrl = process.env.SHELL_URL ?? shellOrigin;
    // The API's public address: payment links open its sandbox page in the checkout's frame.
    const publicApiUrl = process.env.PUBLIC_API_URL ?? `http://${host}:${ports.api}`;
    await supervisor.start({
      name: 'api',
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: path.join(repoRoot, 'api'),
      env: {
        NODE_ENV: 'production',
        HOST: host,
        PORT: String(ports.api),
        STAGE: stage,
        ...(process.env.DATABASE_URL ? {} : { DATABASE_FILE: path.join(dataDir, 'app.sqlite') }),
        IDENTITY_ISSUER: process.env.IDENTITY_ISSUER ?? identity.issuer,
        IDENTITY_CLIENT_ID: process.env.IDENTITY_CLIENT_ID ?? identity.userPoolClientId,
        CORS_ORIGINS: process.env.CORS_ORIGINS ?? corsOrigins(profile, host, ports).join(','),
        // The payment sandbox links to the API and sends its frame back to the shell's payment-success page.
        PUBLIC_API_URL: publicApiUrl,
        SHELL_URL: siteUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? (profile === 'e2e' ? 'warn' : 'info'),
      },
      readyUrl: `http://${host}:${ports.api}${stage}/health`,
    });

    // One runtime config for the whole site: the shell serves it, and every static server's headers come from it.
    Object.assign(process.env, {
      PUBLIC_HOST: host,
      SHELL_PORT: String(ports.shell),
      API_PORT: String(ports.api),
      IDENTITY_PORT: String(ports.identity),
      ...Object.fromEntries(
        REMOTES.map((r) => [`REMOTE_${r.name.toUpperCase()}_PORT`, String(ports.remotes[r.name])]),
      ),
    });
    const configFile = path.join(dataDir, 'runtime-config.json');
    const runtimeConfig = buildRuntimeConfig(identity);
    await writeFile(configFile, JSON.stringify(runtimeConfig, null, 2));
    const headers = await siteHeaders({ config: runtimeConfig, siteUrl, paymentUrl: publicApiUrl });
    const headersFile = path.join(dataDir, 'security-headers.json');
    await writeFile(headersFile, JSON.stringify(headers.site, null, 2));
    const pythonHeadersFile = path.join(dataDir, 'python-security-headers.json');
    await writeFile(pythonHeadersFile, JSON.stringify(headers.python, null, 2));

    for (const remote of REMOTES.filter(({ name }) => !except.has(name))) {
      await supervisor.start({
        name: remote.name,
        command: process.execPath,
        args: [
          path.join(repoRoot, 'scripts/serve.mjs'),
          '--dir',
          path.join(repoRoot, remote.folder, 'dist'),
          '--port',
          String(ports.remotes[remote.name]),
          '--host',
          host,
          '--cors',
          '--headers',
          headersFile,
        ],
        readyUrl: `http://${host}:${ports.remotes[remote.name]}/mf-manifest.json`,
      });
    }

    // Left out, the shell is served by `pnpm --filter shell dev`, which builds the same config itself.
    if (!except.has('shell')) {
      await supervisor.start({
        name: 'shell',
        command: process.execPath,
        args: [
          path.join(repoRoot, 'scripts/serve.mjs'),
          '--dir',
          path.join(repoRoot, 'shell/dist'),
          '--port',
          String(ports.shell),
          '--host',
          host,
          '--spa',
          '--config',
          configFile,
          '--headers',
          headersFile,
          '--python-headers',
          pythonHeadersFile,
        ],
        readyUrl: `${shellOrigin}/config.json`,
      });
    }
  } catch (error) {
    console.error(error.message);
    await shutdown(1);
  }

  if (settings.controlPort) closeOnShutdown(await startControl(supervisor, host, settings.controlPort));
  return { settings, supervisor, shutdown };
}

/**
 * Loopback-only control for the e2e suite: POST /services/<name>/stop|start stops or restarts one service,
 * so a test can take one remote's server down and bring it back.
 */
function startControl(supervisor, host, port) {
  const server = keepIdleConnections(
    http.createServer(async (req, res) => {
      const match = /^\/services\/([a-z]+)\/(stop|start)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      try {
        if (match[2] === 'stop') await supervisor.stopService(match[1]);
        else await supervisor.restartService(match[1]);
        res.writeHead(204).end();
      } catch (error) {
        res.writeHead(400, { 'Content-Type': 'text/plain' }).end(error.message);
      }
    }),
  );
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

export function announce(settings, demoUser, except = new Set()) {
  const { host, ports } = settings;
  const left = [...except].map((part) => `pnpm --filter ${partFolder(part)} dev`);
  console.info(`
  The site is up at http://${host}:${ports.shell}${left.length ? ` once you run: ${left.join(', ')}` : ''}
  Demo login: ${demoUser.email} / ${demoUser.password}
  API: http://${host}:${ports.api}   Identity provider: http://${host}:${ports.identity}
  Press Ctrl-C to stop everything.
`);
}
