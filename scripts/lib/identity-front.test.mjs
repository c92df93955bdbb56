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
import { createIdentityFront, passwordPolicyFailure } from './identity-front.mjs';
import { PASSWORD_POLICY } from './identity.mjs';

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
      signUpThrottle: throttle(3),
      passwordPolicy: PASSWORD_POLICY,
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

async function ask(target, input) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify({ ClientId: 'client', ...input }),
  });
  return { status: response.status, json: await response.json() };
}

/** A fresh hour for the throttles: each test below starts with nothing counted. */
const nextDay = () => {
  clock.time += 24 * 3_600_000;
};

test("a password is checked against the pool's policy in Cognito's words (cognito-local stores any)", () => {
  const says = (password) => passwordPolicyFailure(password, PASSWORD_POLICY);
  assert.equal(says('a'), 'Password did not conform with policy: Password not long enough');
  assert.equal(says(undefined), 'Password did not conform with policy: Password not long enough');
  assert.equal(
    says('ABCDEFGH'),
    'Password did not conform with policy: Password must have lowercase characters',
  );
  assert.equal(
    says('abcdefgh'),
    'Password did not conform with policy: Password must have uppercase characters',
  );
  assert.equal(
    says('abcdEFGH'),
    'Password did not conform with policy: Password must have numeric characters',
  );
  assert.equal(
    says('abcdEF12'),
    'Password did not conform with policy: Password must have symbol characters',
  );
  for (const password of ['abcdEF1!', 'Learn@2024x', 'Orbit^1962', 'a B 1 - c d'])
    assert.equal(says(password), undefined, password);
});

test('a sign-up or a new password that breaks the policy is refused before the provider is asked', async () => {
  nextDay();
  const callsBefore = providerCalls;
  const weak = await ask('SignUp', { Username: 'kid@example.com', Password: 'a' });
  assert.deepEqual(weak, {
    status: 400,
    json: {
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    },
  });
  const reset = await ask('ConfirmForgotPassword', {
    Username: 'kid@example.com',
    ConfirmationCode: '123456',
    Password: 'password',
  });
  assert.equal(reset.json.__type, 'InvalidPasswordException');
  assert.equal(providerCalls, callsBefore);
  assert.equal((await ask('SignUp', { Username: 'kid@example.com', Password: 'Learn@2024x' })).status, 200);
});

test('sign-ups are limited per address in a budget of their own: each mails a code, and every spelling of an address is an account', async () => {
  nextDay();
  for (const name of ['Bob', 'BOB', 'bob'])
    assert.equal(
      (await ask('SignUp', { Username: `${name}@example.com`, Password: 'Learn@2024x' })).status,
      200,
    );
  const refused = await ask('SignUp', { Username: 'Bob@Example.com', Password: 'Learn@2024x' });
  assert.equal(refused.status, 429);
  assert.equal(refused.json.message, 'Too many sign-ups. Please wait 30 seconds and try again.');
  // Sign-ups have a budget of their own: the address may still ask for a code.
  assert.equal((await ask('ResendConfirmationCode', { Username: 'bob@example.com' })).status, 200);
});

test('password reset codes are limited per account and address, and the answer names the account as given', async () => {
  nextDay();
  const first = await ask('ForgotPassword', { Username: 'a3f1c2d4-account-id' });
  // The stand-in provider names an address, as cognito-local does for an account id: it is not passed on.
  assert.deepEqual(first, {
    status: 200,
    json: {
      CodeDeliveryDetails: {
        AttributeName: 'email',
        DeliveryMedium: 'EMAIL',
        Destination: 'a3f1c2d4-account-id',
      },
    },
  });
  const again = await ask('ForgotPassword', { Username: 'A3F1C2D4-account-id ' });
  assert.equal(again.status, 429);
  assert.equal(
    again.json.message,
    'Too many password reset codes were asked for. Please wait 30 seconds and try again.',
  );
});

/** `ask` from another loopback address (Linux answers all of 127.0.0.0/8): another client to the front. */
function askFrom(localAddress, target, input) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      endpoint,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode, json: JSON.parse(body) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ ClientId: 'client', ...input }));
  });
}

test("a stranger asking for an account's codes does not hold back its owner's, asked from elsewhere", async () => {
  nextDay();
  for (const target of ['ForgotPassword', 'ResendConfirmationCode']) {
    const owner = { Username: `owner.${target}@example.com` };
    assert.equal((await askFrom('127.0.0.2', target, owner)).status, 200, target);
    assert.equal((await askFrom('127.0.0.2', target, owner)).status, 429, target);
    assert.equal((await askFrom('127.0.0.3', target, owner)).status, 200, target);
  }
});
