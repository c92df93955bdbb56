// The identity front on its own, before a stand-in for cognito-local that answers every operation: what it
// holds back per account and per address, with a clock the test moves, and what a sign-out does.
import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { SignJWT } from 'jose';
import { createFailureThrottle } from './failure-throttle.mjs';
import {
  addressGroup,
  createIdentityFront,
  openSignOutStore,
  passwordPolicyFailure,
  SIGN_OUT_NOT_RECORDED,
  WRONG_CODE,
} from './identity-front.mjs';
import { PASSWORD_POLICY } from './identity.mjs';

const clock = { time: 0 };
const throttle = (freeFailures, maxKeys) =>
  createFailureThrottle({
    freeFailures,
    windowMs: 3_600_000,
    baseDelayMs: 30_000,
    maxDelayMs: 3_600_000,
    now: () => clock.time,
    ...(maxKeys ? { maxKeys } : {}),
  });

const ISSUER = 'http://127.0.0.1/local_pool';
/** The one account the stand-in provider knows, by its e-mail address and by its `sub` (its username). */
const ADA = { email: 'ada@example.com', sub: '7d3c4f2a-ada', password: 'Right@1234' };
/** Operations the front asks the provider itself, to find the account a name means. */
const LOOKUPS = new Set(['ListUserPools', 'ListUserPoolClients', 'AdminGetUser']);

let folder;
let provider;
let front;
let endpoint;
let providerCalls = 0;
/** The operations the stand-in provider was asked, in order, lookups left out. */
const asked = [];
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256' };
/** What the stand-in API answers the front's sign-out calls with, and the tokens they carried. */
const api = { status: 200, tokens: [] };
let apiServer;
let apiSignOutUrl;

const listen = (server, ...address) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(...address, resolve);
  });

/** A token as cognito-local signs them: an access token, or (`refresh`) a refresh token. */
function token({ refresh = false, issuedAt = Math.floor(Date.now() / 1000), key = privateKey } = {}) {
  const claims = refresh
    ? { 'cognito:username': ADA.sub, email: ADA.email }
    : { sub: ADA.sub, username: ADA.sub, client_id: 'client', token_use: 'access', auth_time: issuedAt };
  return new SignJWT({ ...claims, iat: issuedAt })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setIssuer(ISSUER)
    .setExpirationTime(issuedAt + 3600)
    .sign(key);
}

/** Names the stand-in provider refuses a password reset for, as cognito-local or Cognito would. */
const NO_RESET = {
  'no-mail@example.com': [
    500,
    { __type: 'CognitoLocal#Unsupported', message: 'ForgotPassword without email on user' },
  ],
  'unconfirmed@example.com': [
    400,
    {
      __type: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    },
  ],
};
/** The reset code the stand-in provider mailed Ada. */
const ADA_RESET_CODE = '246810';

const providerAnswers = {
  ListUserPools: () => [200, { UserPools: [{ Id: 'local_pool' }] }],
  ListUserPoolClients: () => [200, { UserPoolClients: [{ ClientId: 'client', UserPoolId: 'local_pool' }] }],
  AdminGetUser: ({ Username }) =>
    [ADA.email, ADA.sub].includes(Username)
      ? [200, { Username: ADA.sub }]
      : [400, { __type: 'UserNotFoundException', message: 'User does not exist.' }],
  ForgotPassword: ({ Username }) => {
    if ([ADA.email, ADA.sub].includes(Username))
      return [
        200,
        { CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: ADA.email } },
      ];
    return NO_RESET[Username] ?? [400, { __type: 'UserNotFoundException', message: 'User does not exist.' }];
  },
  ConfirmForgotPassword: ({ Username, ConfirmationCode }) => {
    if (![ADA.email, ADA.sub].includes(Username))
      return [400, { __type: 'UserNotFoundException', message: 'User does not exist.' }];
    if (ConfirmationCode !== ADA_RESET_CODE)
      return [400, { __type: 'CodeMismatchException', message: 'Incorrect confirmation code' }];
    return [200, {}];
  },
  async InitiateAuth({ AuthFlow, AuthParameters }) {
    if (AuthFlow === 'REFRESH_TOKEN_AUTH')
      return [200, { AuthenticationResult: { AccessToken: await token() } }];
    const known = [ADA.email, ADA.sub].includes(AuthParameters.USERNAME);
    if (known && AuthParameters.PASSWORD === ADA.password)
      return [200, { AuthenticationResult: { AccessToken: await token() } }];
    return [400, { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' }];
  },
};

before(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'identity-front-'));
  provider = http.createServer((req, res) => {
    const target = String(req.headers['x-amz-target']).split('.').pop();
    if (!LOOKUPS.has(target)) {
      providerCalls += 1;
      asked.push(target);
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const [status, json] = (await providerAnswers[target]?.(JSON.parse(body || '{}'))) ?? [
        200,
        { CodeDeliveryDetails: { Destination: 'someone@example.com' } },
      ];
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(json));
    });
  });
  await listen(provider, path.join(folder, 'provider.sock'));
  apiServer = http.createServer((req, res) => {
    api.tokens.push(req.headers.authorization);
    req.resume();
    res.writeHead(api.status, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await listen(apiServer, 0, '127.0.0.1');
  apiSignOutUrl = `http://127.0.0.1:${apiServer.address().port}/dev/user/sign-out`;
  endpoint = await startFront();
});

after(async () => {
  await Promise.all(
    [front, provider, apiServer].map((server) => new Promise((resolve) => server?.close(resolve))),
  );
  if (folder) await rm(folder, { recursive: true, force: true });
});

/**
 * A front before the stand-in provider, on a port of its own; its address. A request's `x-test-client-address`
 * header stands for the address it came from (the front reads the socket's), so tests can be many clients.
 */
async function startFront({ throttles, signOuts, withApi = true } = {}) {
  const listener = createIdentityFront({
    providerSocket: path.join(folder, 'provider.sock'),
    adminSecret: 'not-sent-here',
    publicJwk,
    issuerDomain: 'http://127.0.0.1',
    throttles: throttles ?? { account: throttle(5), address: throttle(20) },
    resendThrottles: { account: throttle(1), address: throttle(3) },
    signUpThrottle: throttle(3),
    passwordPolicy: PASSWORD_POLICY,
    ...(signOuts ? { signOuts } : {}),
    ...(withApi ? { apiSignOutUrl } : {}),
    log: { warn() {}, error() {} },
  });
  const server = http.createServer((req, res) => {
    const given = req.headers['x-test-client-address'];
    if (typeof given === 'string')
      Object.defineProperty(req.socket, 'remoteAddress', { value: given, configurable: true });
    else Reflect.deleteProperty(req.socket, 'remoteAddress');
    listener(req, res);
  });
  await listen(server, 0, '127.0.0.1');
  front ??= server;
  if (server !== front) after(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${server.address().port}`;
}

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

async function ask(target, input, { at = endpoint, from } = {}) {
  const response = await fetch(at, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      ...(from ? { 'x-test-client-address': from } : {}),
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

test('a password reset is answered alike for an account, an unknown name and an account that cannot be mailed', async () => {
  nextDay();
  const answers = [];
  for (const [index, name] of [
    ADA.email,
    'nobody@example.com',
    'no-mail@example.com',
    'unconfirmed@example.com',
  ].entries()) {
    const answer = await ask('ForgotPassword', { Username: name }, { from: `10.47.0.${index + 1}` });
    assert.equal(answer.json.CodeDeliveryDetails?.Destination, name, name);
    answers.push({
      ...answer,
      json: { CodeDeliveryDetails: { ...answer.json.CodeDeliveryDetails, Destination: '' } },
    });
  }
  assert.equal(answers[0].status, 200);
  for (const answer of answers.slice(1)) assert.deepEqual(answer, answers[0]);
});

test('reset codes are guessed like passwords: an unknown account answers as a wrong code, and wrong codes hold the account from anywhere, and the address', async () => {
  nextDay();
  const reset = (Username, ConfirmationCode, from) =>
    ask('ConfirmForgotPassword', { Username, ConfirmationCode, Password: 'Learn@2024x' }, { from });
  const wrongCode = {
    status: 400,
    json: { __type: 'CodeMismatchException', message: WRONG_CODE },
  };
  assert.deepEqual(await reset('nobody@example.com', '123456', '10.48.0.1'), wrongCode);
  assert.deepEqual(await reset(ADA.email, '123456', '10.48.0.1'), wrongCode);
  for (let failure = 1; failure < 5; failure += 1)
    assert.deepEqual(await reset(ADA.sub, '123456', `10.48.1.${failure}`), wrongCode);
  // The fifth wrong code (four by the account's sub) holds the account, from any address, even for the right code.
  const held = await reset(ADA.email, ADA_RESET_CODE, '10.48.2.1');
  assert.equal(held.status, 429);
  assert.equal(held.json.message, 'Too many attempts. Please wait 30 seconds and try again.');
  clock.time += 30_000;
  assert.deepEqual(await reset(ADA.email, ADA_RESET_CODE, '10.48.2.1'), { status: 200, json: {} });
  // And one address guessing codes for many names is held too (20 free failures in the test's set-up).
  nextDay();
  for (let name = 0; name < 20; name += 1)
    assert.equal(
      (await reset(`nobody-${name}@example.com`, '123456', '10.48.3.1')).status,
      400,
      `name ${name}`,
    );
  assert.equal((await reset(ADA.email, ADA_RESET_CODE, '10.48.3.1')).status, 429);
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

const signIn = (username, password, options) =>
  ask(
    'InitiateAuth',
    { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } },
    options,
  );

test("a sign-in with the account's sub, or its e-mail in another case, spends the e-mail's budget", async () => {
  nextDay();
  for (let failure = 0; failure < 5; failure += 1)
    assert.equal((await signIn(ADA.email, 'Wrong@1234')).status, 400);
  for (const username of [ADA.sub, ADA.email, ` ${ADA.email.toUpperCase()}`]) {
    const refused = await signIn(username, ADA.password);
    assert.equal(refused.status, 429, username);
    assert.equal(refused.json.__type, 'TooManyRequestsException');
  }

  nextDay();
  // Counted from the other side too: failures by sub hold back the e-mail address.
  for (let failure = 0; failure < 5; failure += 1)
    assert.equal((await signIn(ADA.sub, 'Wrong@1234')).status, 400);
  assert.equal((await signIn(ADA.email, ADA.password)).status, 429);
  clock.time += 30_000;
  assert.equal(
    (await signIn(ADA.email, ADA.password)).status,
    200,
    'the wait over, the right password works',
  );
  assert.equal((await signIn(ADA.sub, 'Wrong@1234')).status, 400, 'and a success starts the count again');
});

test('a flood of failed sign-ins for unknown names from many addresses does not free a held account', async () => {
  nextDay();
  // A table of 200 accounts stands for the 100,000 of the real one; the flood is five times its size, 20 failures
  // (the free ones) from each address, as the attack sent them.
  const at = await startFront({ throttles: { account: throttle(5, 200), address: throttle(20) } });
  for (let failure = 0; failure < 5; failure += 1)
    assert.equal((await signIn(ADA.email, 'Wrong@1234', { at })).status, 400);
  for (let address = 0; address < 50; address += 1) {
    const from = `10.46.${address}.1`;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, name) =>
        signIn(`nobody-${address}-${name}@example.com`, 'Wrong@1234', { at, from }),
      ),
    );
    assert.deepEqual(new Set(answers.map((answer) => answer.status)), new Set([400]), from);
  }
  const refused = await signIn(ADA.email, ADA.password, { at });
  assert.equal(refused.status, 429, 'the account is still held');
});

test('IPv6 addresses in one /64 share one count, as the API counts them', async () => {
  nextDay();
  assert.equal(addressGroup('2001:db8:46:1::1'), addressGroup('2001:DB8:46:1:ffff:ffff:ffff:ffff'));
  assert.notEqual(addressGroup('2001:db8:46:1::1'), addressGroup('2001:db8:46:2::1'));
  assert.equal(addressGroup('::ffff:192.0.2.7'), addressGroup('192.0.2.7'));
  const at = await startFront();
  for (let host = 1; host <= 20; host += 1) {
    const answer = await signIn(`nobody-${host}@example.com`, 'Wrong@1234', {
      at,
      from: `2001:db8:46:1::${host.toString(16)}`,
    });
    assert.equal(answer.status, 400, `host ${host}`);
  }
  const sameNetwork = await signIn('nobody-21@example.com', 'Wrong@1234', {
    at,
    from: '2001:db8:46:1:abcd::21',
  });
  assert.equal(sameNetwork.status, 429, 'a 21st address of the same /64 waits');
  const otherNetwork = await signIn('nobody-22@example.com', 'Wrong@1234', { at, from: '2001:db8:46:2::1' });
  assert.equal(otherNetwork.status, 400, 'the next /64 has its own count');
});

const refreshWith = (refreshToken, options) =>
  ask(
    'InitiateAuth',
    { AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } },
    options,
  );

test('GlobalSignOut tells the API, then refuses the account’s earlier access and refresh tokens', async () => {
  const file = path.join(folder, 'sign-outs.json');
  const at = await startFront({ signOuts: await openSignOutStore({ file }) });
  const hourAgo = Math.floor(Date.now() / 1000) - 3000;
  const accessToken = await token({ issuedAt: hourAgo });
  const refreshToken = await token({ refresh: true, issuedAt: hourAgo });
  assert.equal((await ask('GetUser', { AccessToken: accessToken }, { at })).status, 200);
  assert.equal((await refreshWith(refreshToken, { at })).status, 200);

  api.tokens.length = 0;
  const signedOut = await ask('GlobalSignOut', { AccessToken: accessToken }, { at });
  assert.deepEqual(signedOut, { status: 200, json: {} });
  assert.deepEqual(api.tokens, [`Bearer ${accessToken}`], 'the API was told, with the learner’s own token');

  assert.deepEqual(await ask('GetUser', { AccessToken: accessToken }, { at }), {
    status: 400,
    json: { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' },
  });
  assert.deepEqual(await refreshWith(refreshToken, { at }), {
    status: 400,
    json: { __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' },
  });
  assert.equal((await ask('GlobalSignOut', { AccessToken: accessToken }, { at })).status, 400);
  const later = Math.floor(Date.now() / 1000) + 2;
  assert.equal((await refreshWith(await token({ refresh: true, issuedAt: later }), { at })).status, 200);
  assert.equal((await ask('GetUser', { AccessToken: await token({ issuedAt: later }) }, { at })).status, 200);

  // Kept in a file of the owner's only, so a restarted provider refuses the same tokens.
  assert.equal((await stat(file)).mode & 0o777, 0o600);
  assert.ok(JSON.parse(await readFile(file, 'utf8'))[`${ISSUER} ${ADA.sub}`] > hourAgo);
  const restarted = await startFront({ signOuts: await openSignOutStore({ file }) });
  assert.equal((await refreshWith(refreshToken, { at: restarted })).status, 400);
});

test('a sign-out the API could not record is answered as not done, and ends nothing', async () => {
  const at = await startFront();
  const accessToken = await token({ issuedAt: Math.floor(Date.now() / 1000) - 60 });
  api.status = 500;
  try {
    assert.deepEqual(await ask('GlobalSignOut', { AccessToken: accessToken }, { at }), {
      status: 503,
      json: { __type: 'InternalErrorException', message: SIGN_OUT_NOT_RECORDED },
    });
    assert.equal(
      (await ask('GetUser', { AccessToken: accessToken }, { at })).status,
      200,
      'still open, to try again',
    );
    asked.length = 0;
    const refreshToken = await token({ refresh: true });
    const revoked = await ask('RevokeToken', { Token: refreshToken }, { at });
    assert.equal(revoked.status, 503);
    assert.equal(revoked.json.message, SIGN_OUT_NOT_RECORDED);
    assert.ok(!asked.includes('RevokeToken'), 'the provider still has the refresh token, for the retry');
  } finally {
    api.status = 200;
  }
  // An API that refuses the token already (401: it was signed out there first) is as good as told.
  api.status = 401;
  try {
    assert.equal((await ask('GlobalSignOut', { AccessToken: accessToken }, { at })).status, 200);
  } finally {
    api.status = 200;
  }
});

test('RevokeToken tells the API with an access token of the refresh token’s own account, then revokes it', async () => {
  const at = await startFront();
  api.tokens.length = 0;
  asked.length = 0;
  const revoked = await ask('RevokeToken', { Token: await token({ refresh: true }) }, { at });
  assert.equal(revoked.status, 200);
  // The provider is asked for an access token of the refresh token's session first, to tell the API with.
  assert.deepEqual(asked, ['InitiateAuth', 'RevokeToken'], 'passed on once the API was told');
  assert.equal(api.tokens.length, 1);
  const told = JSON.parse(Buffer.from(api.tokens[0].split('.')[1], 'base64url').toString());
  assert.equal(told.sub, ADA.sub);
  assert.equal(told.token_use, 'access');

  const { privateKey: otherKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  for (const Token of ['not-a-token', await token({ refresh: true, key: otherKey }), await token()]) {
    const refused = await ask('RevokeToken', { Token }, { at });
    assert.deepEqual(refused, {
      status: 400,
      json: { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' },
    });
  }
});
