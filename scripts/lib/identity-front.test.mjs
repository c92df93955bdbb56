// The identity front on its own, before a stand-in for cognito-local that answers every operation: what it
// holds back per address, with a clock the test moves.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createFailureThrottle } from './failure-throttle.mjs';
import { createIdentityFront } from './identity-front.mjs';

const clock = { time: 0 };
const throttle = (freeFailures) =>
  createFailureThrottle({
    freeFailures,
    windowMs: 3_600_000,
    baseDelayMs: 30_000,
    maxDelayMs: 3_600_000,
    now: () => clock.time,
  });

let folder;
let provider;
let front;
let endpoint;
let providerCalls = 0;

const listen = (server, ...address) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(...address, resolve);
  });

before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'identity-front-'));
  provider = http.createServer((req, res) => {
    providerCalls += 1;
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ CodeDeliveryDetails: { Destination: 'someone@example.com' } }));
    });
  });
  const providerSocket = path.join(folder, 'provider.sock');
  await listen(provider, providerSocket);
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  front = http.createServer(
    createIdentityFront({
      providerSocket,
      adminSecret: 'not-sent-here',
      publicJwk: { ...publicKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256' },
      issuerDomain: 'http://127.0.0.1',
      throttles: { account: throttle(5), address: throttle(20) },
      resendThrottles: { account: throttle(1), address: throttle(3) },
      log: { warn() {}, error() {} },
    }),
  );
  await listen(front, 0, '127.0.0.1');
  endpoint = `http://127.0.0.1:${front.address().port}`;
});

after(async () => {
  await new Promise((resolve) => front?.close(resolve));
  await new Promise((resolve) => provider?.close(resolve));
  if (folder) await rm(folder, { recursive: true, force: true });
});

async function resendCode(username) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.ResendConfirmationCode',
    },
    body: JSON.stringify({ ClientId: 'client', Username: username }),
  });
  return { status: response.status, json: await response.json() };
}

test('new codes are limited per address too, however many accounts it names, each wait longer', async () => {
  for (const name of ['ada', 'grace', 'katherine'])
    assert.equal((await resendCode(`${name}@example.com`)).status, 200, name);
  const callsBefore = providerCalls;
  const refused = await resendCode('margaret@example.com');
  assert.equal(refused.status, 429);
  assert.deepEqual(refused.json, {
    __type: 'TooManyRequestsException',
    message: 'Too many new codes were asked for. Please wait 30 seconds and try again.',
  });
  assert.equal(providerCalls, callsBefore, 'no code was asked of the provider');

  clock.time += 30_000;
  assert.equal((await resendCode('margaret@example.com')).status, 200);
  assert.equal(
    (await resendCode('hedy@example.com')).json.message,
    'Too many new codes were asked for. Please wait 60 seconds and try again.',
  );
});
