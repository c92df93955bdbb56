import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { backends, type TestDatabase } from '../testing/databases';
import type { ServerLimits } from './serverLimits';

/** A listening API on loopback with these limits. */
async function listening(
  database: TestDatabase,
  serverLimits: Partial<ServerLimits>,
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildApp({ db: database.db, stage: '/dev', serverLimits });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A raw client socket (from this loopback address) that records what it receives and when it is closed. */
async function connect(port: number, localAddress = '127.0.0.1') {
  const socket = net.connect({ host: '127.0.0.1', port, localAddress });
  let received = '';
  let closedAt: number | undefined;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  socket.on('close', () => (closedAt = Date.now()));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  return { socket, received: () => received, closedAt: () => closedAt };
}

async function until(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(50))
    if (condition()) return true;
  return condition();
}

describe('slow and many clients (a real server on loopback)', () => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];

  before(async () => {
    database = await backends[0]?.open();
  });
  after(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('cuts off a client that sends its headers and trickles the body, after the request timeout', async () => {
    assert.ok(database);
    const { app, port } = await listening(database, { requestTimeoutSeconds: 1, headersTimeoutSeconds: 1 });
    apps.push(app);
    const client = await connect(port);
    const startedAt = Date.now();
    client.socket.write(
      'POST /dev/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // One byte every 100 ms would take 100 s to finish the body; stop at the cut-off or after 5 s at most.
    for (let sent = 0; sent < 50 && client.closedAt() === undefined; sent += 1) {
      if (!client.socket.destroyed) client.socket.write('{');
      await sleep(100);
    }
    assert.ok(await until(() => client.closedAt() !== undefined, 1000), 'the server closed the connection');
    const openFor = (client.closedAt() ?? Infinity) - startedAt;
    assert.ok(openFor >= 900 && openFor < 3000, `closed after ${openFor} ms`);
    assert.match(client.received(), /^HTTP\/1\.1 408 /);
  });

  it('answers 503 to connections over the cap, closes them and keeps serving the ones it holds', async () => {
    assert.ok(database);
    const { app, port } = await listening(database, { maxConnections: 3 });
    apps.push(app);
    const held = [await connect(port), await connect(port), await connect(port)];
    const refused = await connect(port);
    assert.ok(await until(() => refused.closedAt() !== undefined, 2000), 'the fourth connection is closed');
    assert.match(
      refused.received(),
      /^HTTP\/1\.1 503 Service Unavailable\r\n/,
      'with an answer, not a reset',
    );
    assert.match(refused.received(), /\r\nRetry-After: 5\r\n/);
    assert.match(refused.received(), /\r\nConnection: close\r\n/);
    const [first] = held;
    first?.socket.write('GET /dev/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    assert.ok(
      await until(() => /^HTTP\/1\.1 200 /.test(first?.received() ?? ''), 2000),
      'a held one is served',
    );
    for (const client of held) client.socket.destroy();
    // Once connections close, new ones are accepted again.
    await until(() => held.every((client) => client.closedAt() !== undefined), 1000);
    await sleep(100);
    const later = await connect(port);
    later.socket.write('GET /dev/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    assert.ok(await until(() => /^HTTP\/1\.1 200 /.test(later.received()), 2000), 'served after others left');
  });

  it('answers 503 to an address past its own cap while other addresses and exempt ones are served', async () => {
    assert.ok(database);
    const { app, port } = await listening(database, {
      maxConnectionsPerAddress: 2,
      perAddressExempt: ['127.0.0.4'],
    });
    apps.push(app);
    const busy = [await connect(port), await connect(port)];
    const refused = await connect(port);
    assert.ok(
      await until(() => refused.closedAt() !== undefined, 2000),
      'the third from one address is closed',
    );
    assert.match(refused.received(), /^HTTP\/1\.1 503 Service Unavailable\r\n/);
    const others = [
      await connect(port, '127.0.0.2'),
      ...(await Promise.all([1, 2, 3].map(() => connect(port, '127.0.0.4')))),
    ];
    for (const client of others)
      client.socket.write('GET /dev/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    assert.ok(
      await until(() => others.every((client) => /^HTTP\/1\.1 200 /.test(client.received())), 2000),
      'another address and three connections of an exempt one are served',
    );
    for (const client of busy) client.socket.destroy();
  });
});
