import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/postgres';
import { defaultServerLimits } from './serverLimits';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Linux routes all of 127.0.0.0/8 to loopback, so each of these is a client of its own. */
const ATTACKER = '127.0.0.1';
/** The load balancer's or orchestrator's health checks. */
const PROBE = '127.0.0.2';
/** A learner using the site meanwhile. */
const LEARNER = '127.0.0.3';

const ATTACK = 2100;
const PER_ADDRESS = defaultServerLimits.maxConnectionsPerAddress;
/** The default header timeout, and how often node looks for overdue requests with it (serverLimits.ts). */
const HEADERS_TIMEOUT_MS = defaultServerLimits.headersTimeoutSeconds * 1000;
const CHECK_INTERVAL_MS = HEADERS_TIMEOUT_MS / 4;
/** A refusal asks to come back once the slow connections holding the slots have been cut off. */
const RETRY_AFTER = String(defaultServerLimits.headersTimeoutSeconds);

interface Answer {
  status: number | string;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

/** A GET on a fresh connection from `localAddress`: its status, or how it failed. */
function get(port: number, path: string, localAddress: string): Promise<Answer> {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const sent = request(
      { host: '127.0.0.1', port, path, localAddress, agent: false, timeout: 2000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            ms: Date.now() - startedAt,
          }),
        );
      },
    );
    sent.on('timeout', () => sent.destroy(new Error('timeout')));
    sent.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, headers: {}, ms: Date.now() - startedAt }),
    );
    sent.end();
  });
}

/**
 * The API as main.ts starts it, with its default limits, in a process of its own as it would run beside an
 * attacker: in one process the attacker's connects and the server's accepts would wait on each other.
 */
async function startApi(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      STAGE: '/dev',
      DATABASE_FILE: path.join(dir, 'app.sqlite'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  for (let tries = 0; tries < 300 && child.exitCode === null; tries += 1) {
    if ((await get(port, '/ready', PROBE)).status === 200) return { child, port };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the API did not start: ${output}`);
}

interface SlowConnection {
  socket: net.Socket;
  /** When the connect began: the server's header timer cannot have started earlier. */
  startedAt: number;
  openedAt: number;
  received: string;
  closedAt?: number;
  error?: string;
}

/** A connection from the attacker that sends the start of a request line and then waits. */
async function openSlow(port: number): Promise<SlowConnection> {
  const connection: SlowConnection = {
    socket: net.connect({ host: '127.0.0.1', port, localAddress: ATTACKER }),
    startedAt: Date.now(),
    openedAt: 0,
    received: '',
  };
  const { socket } = connection;
  socket.on('data', (chunk: Buffer) => (connection.received += chunk.toString('latin1')));
  socket.on('error', (error: NodeJS.ErrnoException) => (connection.error = error.code ?? error.message));
  socket.on('close', () => (connection.closedAt = Date.now()));
  await once(socket, 'connect');
  connection.openedAt = Date.now();
  socket.write('GE');
  return connection;
}

/** `count` slow connections, 50 connecting at a time. */
async function openMany(port: number, count: number): Promise<SlowConnection[]> {
  const opened: SlowConnection[] = [];
  for (let batch = 0; batch < count; batch += 50)
    opened.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, count - batch) }, () => openSlow(port)))),
    );
  return opened;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50))
    if (condition()) return true;
  return condition();
}

const refused = (connection: SlowConnection) => connection.received.startsWith('HTTP/1.1 503 ');

describe(`${ATTACK} slow connections from one address (the API's own process on loopback)`, () => {
  let dir = '';
  let api: { child: ChildProcess; port: number } | undefined;
  const attack: SlowConnection[] = [];
  /** Health probes and a learner's reads, every 100 ms from before the attack until its connections are cut. */
  const probes: Answer[] = [];
  const reads: Answer[] = [];
  let probing: Promise<void> | undefined;
  let attacking = true;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'api-slow-clients-'));
    api = await startApi(dir);
  });
  after(async () => {
    attacking = false;
    await probing;
    for (const connection of attack) connection.socket.destroy();
    if (api && api.child.exitCode === null) {
      api.child.kill('SIGTERM');
      await once(api.child, 'exit');
    }
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After to every connection past the per-address cap, and resets none', async () => {
    const port = api?.port ?? 0;
    probing = (async () => {
      while (attacking) {
        const [probe, read] = await Promise.all([
          get(port, '/health', PROBE),
          get(port, '/dev/courses', LEARNER),
        ]);
        probes.push(probe);
        reads.push(read);
        await sleep(100);
      }
    })();

    const first = await openMany(port, PER_ADDRESS);
    attack.push(...first);
    // Until the first of them meets the header timeout, the attacker's address has no slot left.
    const fullUntil = Math.min(...first.map((connection) => connection.startedAt)) + HEADERS_TIMEOUT_MS;
    const fromAttacker = await get(port, '/health', ATTACKER);
    assert.equal(fromAttacker.status, 503, 'a request from the attacking address is refused with an answer');
    assert.equal(fromAttacker.headers['retry-after'], RETRY_AFTER);
    assert.equal(fromAttacker.headers.connection, 'close');

    const rest = await openMany(port, ATTACK - PER_ADDRESS);
    attack.push(...rest);
    // The slow ones go on sending, a little, as a slow client does (not so late that a byte meets the cut-off).
    for (const connection of attack) if (connection.received === '') connection.socket.write('T /dev/health');

    const whileFull = rest.filter((connection) => connection.openedAt < fullUntil);
    assert.ok(
      whileFull.length >= (ATTACK - PER_ADDRESS) / 2,
      `only ${whileFull.length} connections opened before the cut-off: this machine is too busy for the test`,
    );
    assert.ok(
      await until(() => whileFull.every((connection) => refused(connection) && connection.closedAt), 2000),
      `${whileFull.filter(refused).length} of ${whileFull.length} refused and closed`,
    );
    for (const connection of whileFull) {
      assert.ok(connection.received.includes(`\r\nRetry-After: ${RETRY_AFTER}\r\n`));
      assert.match(connection.received, /\r\nConnection: close\r\n/);
    }
    const { error } = attack.find((connection) => connection.error !== undefined) ?? {};
    assert.equal(error, undefined, 'no connection is reset');
  });

  it('closes the slow connections with a 408 after the header timeout, then serves their address again', async () => {
    const slow = attack.filter((connection) => !refused(connection));
    assert.ok(slow.length >= PER_ADDRESS);
    const deadline = HEADERS_TIMEOUT_MS + CHECK_INTERVAL_MS + 1500;
    const lastOpened = Math.max(...slow.map((connection) => connection.openedAt));
    assert.ok(
      await until(
        () => slow.every((connection) => connection.closedAt !== undefined),
        lastOpened + deadline - Date.now(),
      ),
      `${slow.filter((connection) => connection.closedAt === undefined).length} still open`,
    );
    for (const connection of slow) {
      assert.match(connection.received, /^HTTP\/1\.1 408 /);
      const openFor = (connection.closedAt ?? Infinity) - connection.startedAt;
      assert.ok(openFor >= HEADERS_TIMEOUT_MS && openFor < deadline, `open for ${openFor} ms`);
    }
    // The client sees a connection closed a moment before the server counts it out (its close callbacks run at the
    // end of the event loop's turn that cut it off), so the address is served again within a second, not at once.
    const statuses: (number | string)[] = [];
    for (
      const deadline = Date.now() + 1000;
      statuses.at(-1) !== 200 && Date.now() < deadline;
      await sleep(50)
    )
      statuses.push((await get(api?.port ?? 0, '/health', ATTACKER)).status);
    assert.equal(statuses.at(-1), 200, `answers from the attacking address: ${statuses.join(', ')}`);
  });

  it('kept answering every health probe and every read of a learner from other addresses meanwhile', async () => {
    attacking = false;
    await probing;
    assert.ok(probes.length >= 10, `${probes.length} probes`);
    const slowest = (answers: Answer[]) => Math.max(...answers.map((answer) => answer.ms));
    assert.deepEqual(
      probes.map((probe) => probe.status),
      probes.map(() => 200),
      `every health probe answered (slowest ${slowest(probes)} ms)`,
    );
    assert.deepEqual(
      reads.map((read) => read.status),
      reads.map(() => 200),
      `every read answered (slowest ${slowest(reads)} ms)`,
    );
  });
});
