// The embedded identity provider as `npm start` runs it (cognito-local behind the front), in a temporary data
// folder: its signing key, its closed admin operations, its sign-in throttle and its new confirmation codes; and,
// with the API beside it as `npm start` runs it too, its sign-outs.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, importJWK, jwtVerify, SignJWT } from 'jose';
import { bootstrapIdentity, DEMO_USER, identityService } from './identity.mjs';
import { identityAdminHeaders, identitySecretFiles } from './identity-secrets.mjs';
import { repoRoot } from './pnpm.mjs';
import { Supervisor } from './supervisor.mjs';

const PUBLISHED_KEY = path.join(repoRoot, 'node_modules/cognito-local/lib/keys/cognitoLocal.public.json');
const BROWSER = { Origin: 'http://127.0.0.1:8080' };

let dataDir;
let endpoint;
let settings;
let supervisor;
/** The API, started after the provider (it verifies the provider's tokens), which the provider tells of sign-outs. */
let apiUrl;

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function call(target, body, headers = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

const signIn = (username, password) =>
  call('InitiateAuth', {
    ClientId: settings.userPoolClientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: username, PASSWORD: password },
  });

const jwks = async () => (await fetch(`${settings.issuer}/.well-known/jwks.json`)).json();

const uniqueEmail = (name) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;

/** An account signed up and still to be confirmed with the code it was sent. */
async function unconfirmedAccount(name) {
  const email = uniqueEmail(name);
  const password = 'Learn@2024x';
  const signedUp = await call('SignUp', {
    ClientId: settings.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
    ],
  });
  assert.equal(signedUp.status, 200);
  return { email, password };
}

/** The confirmation code cognito-local keeps for the address (it "sends" codes to its log and data file). */
async function storedCode(email) {
  const file = path.join(dataDir, '.cognito', 'db', `${settings.userPoolId}.json`);
  const { Users } = JSON.parse(await readFile(file, 'utf8'));
  return Object.values(Users).find((user) =>
    user.Attributes.some((attribute) => attribute.Name === 'email' && attribute.Value === email),
  )?.ConfirmationCode;
}

const resendCode = (username) =>
  call('ResendConfirmationCode', { ClientId: settings.userPoolClientId, Username: username });

const confirmSignUp = (username, code) =>
  call('ConfirmSignUp', { ClientId: settings.userPoolClientId, Username: username, ConfirmationCode: code });

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A confirmed account of its own, so each test's failures count against nobody else. */
async function newAccount(name) {
  const { email, password } = await unconfirmedAccount(name);
  const confirmed = await call(
    'AdminConfirmSignUp',
    { UserPoolId: settings.userPoolId, Username: email },
    await identityAdminHeaders(dataDir),
  );
  assert.equal(confirmed.status, 200);
  return { email, password };
}

before(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'identity-test-'));
  const port = await freePort();
  endpoint = `http://127.0.0.1:${port}`;
  const apiPort = await freePort();
  apiUrl = `http://127.0.0.1:${apiPort}/dev`;
  supervisor = new Supervisor({ quiet: true });
  await supervisor.start(
    await identityService({
      dataDir,
      host: '127.0.0.1',
      port,
      apiSignOutUrl: `${apiUrl}/user/sign-out`,
      env: {
        IDENTITY_SIGNIN_FAILURES_PER_ACCOUNT: '3',
        IDENTITY_SIGNIN_FAILURES_PER_ADDRESS: '60',
        IDENTITY_RESEND_DELAY_SECONDS: '1',
        IDENTITY_RESEND_CODES_PER_ADDRESS: '60',
      },
    }),
  );
  settings = await bootstrapIdentity({ endpoint, dataDir });
  await supervisor.start({
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: path.join(repoRoot, 'api'),
    env: {
      APP_PROFILE: 'demo',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      STAGE: '/dev',
      DATABASE_FILE: path.join(dataDir, 'api', 'app.sqlite'),
      DATABASE_URL: '',
      REDIS_URL: '',
      IDENTITY_ISSUER: settings.issuer,
      IDENTITY_CLIENT_ID: settings.userPoolClientId,
      LOG_LEVEL: 'error',
    },
    readyUrl: `${apiUrl}/health`,
  });
});

after(async () => {
  await supervisor?.stopAll();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

test('tokens are signed with the installation key, the only key the JWKS publishes', async () => {
  const published = JSON.parse(await readFile(PUBLISHED_KEY, 'utf8')).jwk;
  const { keys } = await jwks();
  const installationKey = JSON.parse(await readFile(identitySecretFiles(dataDir).signingKeyFile, 'utf8'));
  assert.equal(keys.length, 1);
  assert.equal(keys[0].kid, installationKey.kid);
  assert.equal(keys[0].n, installationKey.n);
  assert.notEqual(keys[0].n, published.n);
  assert.notEqual(keys[0].kid, 'CognitoLocal');
  assert.equal(keys[0].d, undefined, 'the JWKS carries no private part');

  const { status, json } = await signIn(DEMO_USER.email, DEMO_USER.password);
  assert.equal(status, 200);
  const { AccessToken, IdToken } = json.AuthenticationResult;
  for (const token of [AccessToken, IdToken]) {
    assert.equal(decodeProtectedHeader(token).kid, installationKey.kid);
    await jwtVerify(token, createLocalJWKSet({ keys }), { algorithms: ['RS256'], issuer: settings.issuer });
    await assert.rejects(
      jwtVerify(token, await importJWK(published, 'RS256')),
      /signature verification failed/,
    );
  }
});

test('cognito-local refuses to start without the installation key (it never falls back to its published one)', async () => {
  const env = { ...process.env };
  Reflect.deleteProperty(env, 'COGNITO_LOCAL_SIGNING_KEY_FILE');
  const script = `require('cognito-local').createServer(() => {}, console, {});`;
  await assert.rejects(
    promisify(execFile)(process.execPath, ['-e', script], { cwd: repoRoot, env }),
    /COGNITO_LOCAL_SIGNING_KEY_FILE is not set/,
  );
  await assert.rejects(readFile(path.join(path.dirname(PUBLISHED_KEY), 'cognitoLocal.private.json')), {
    code: 'ENOENT',
  });
});

test('the key and the admin credential are files only their owner reads, kept across restarts', async () => {
  const files = identitySecretFiles(dataDir);
  for (const file of [files.signingKeyFile, files.adminSecretFile])
    assert.equal((await stat(file)).mode & 0o777, 0o600, file);
  assert.equal((await stat(path.dirname(files.signingKeyFile))).mode & 0o777, 0o700);
  // cognito-local's own files (its accounts, with their passwords as given) are in a folder only the owner opens.
  assert.equal((await stat(path.join(dataDir, '.cognito'))).mode & 0o777, 0o700);

  const before = await jwks();
  const { json } = await signIn(DEMO_USER.email, DEMO_USER.password);
  const key = await readFile(files.signingKeyFile, 'utf8');
  await supervisor.restartService('identity');
  assert.equal(await readFile(files.signingKeyFile, 'utf8'), key);
  assert.deepEqual(await jwks(), before);
  await jwtVerify(json.AuthenticationResult.AccessToken, createLocalJWKSet(await jwks()));
  assert.deepEqual(await bootstrapIdentity({ endpoint, dataDir }), settings, 'the bootstrap is idempotent');
});

test('admin operations answer only the site with its credential, not a browser on the same machine', async () => {
  const listUsers = { UserPoolId: settings.userPoolId };
  const getUser = { UserPoolId: settings.userPoolId, Username: DEMO_USER.email };
  for (const [target, body] of [
    ['ListUsers', listUsers],
    ['AdminGetUser', getUser],
    ['ListUserPools', { MaxResults: 60 }],
    ['AdminSetUserPassword', { ...getUser, Password: 'Taken@12345', Permanent: true }],
    [
      'RespondToAuthChallenge',
      { ClientId: settings.userPoolClientId, ChallengeName: 'NEW_PASSWORD_REQUIRED' },
    ],
  ]) {
    for (const headers of [BROWSER, { ...BROWSER, 'x-identity-admin-secret': 'guessed' }]) {
      const refused = await call(target, body, headers);
      assert.equal(refused.status, 403, target);
      assert.equal(refused.json.__type, 'NotAuthorizedException');
      assert.match(refused.json.message, /only the site's own set-up may call it/);
      assert.doesNotMatch(JSON.stringify(refused.json), /@/);
    }
  }
  const admin = await identityAdminHeaders(dataDir);
  const listed = await call('ListUsers', listUsers, admin);
  assert.equal(listed.status, 200);
  assert.ok(JSON.stringify(listed.json).includes(DEMO_USER.email));
  assert.equal((await signIn(DEMO_USER.email, DEMO_USER.password)).status, 200, 'the password is unchanged');
});

test('operations on the signed-in account need an access token signed with the installation key', async () => {
  const { json } = await signIn(DEMO_USER.email, DEMO_USER.password);
  const token = json.AuthenticationResult.AccessToken;
  const own = await call('GetUser', { AccessToken: token }, BROWSER);
  assert.equal(own.status, 200);

  // cognito-local only decodes the token: a forged one named any account.
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: decodeProtectedHeader(token).kid })
    .sign(createPrivateKey(privateKey.export({ format: 'pem', type: 'pkcs8' })));
  const unsigned = `${token.split('.').slice(0, 2).join('.')}.`;
  for (const AccessToken of [forged, unsigned, json.AuthenticationResult.IdToken]) {
    for (const target of ['GetUser', 'UpdateUserAttributes']) {
      const refused = await call(
        target,
        { AccessToken, UserAttributes: [{ Name: 'name', Value: 'Mallory' }] },
        BROWSER,
      );
      assert.equal(refused.status, 400, target);
      assert.deepEqual(refused.json, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    }
  }
  for (const Name of ['email', 'email_verified']) {
    const refused = await call(
      'UpdateUserAttributes',
      {
        AccessToken: token,
        UserAttributes: [
          { Name, Value: Name === 'email' ? 'someone.else@example.com' : 'true' },
          { Name: 'email', Value: 'someone.else@example.com' },
        ],
      },
      BROWSER,
    );
    assert.equal(refused.status, 400);
    assert.equal(refused.json.__type, 'InvalidParameterException');
  }
  const after = await call('GetUser', { AccessToken: token }, BROWSER);
  assert.deepEqual(after.json, own.json, 'nothing changed');
  const renamed = await call(
    'UpdateUserAttributes',
    { AccessToken: token, UserAttributes: [{ Name: 'name', Value: DEMO_USER.name }] },
    BROWSER,
  );
  assert.equal(renamed.status, 200, 'the learner may still change their name');
});

test('an unknown account and a wrong password get the same answer', async () => {
  const wrong = await signIn(DEMO_USER.email, 'Wrong@12345');
  const unknown = await signIn(`nobody.${Date.now()}@example.com`, 'Wrong@12345');
  for (const answer of [wrong, unknown]) {
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.json, {
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  }
  assert.deepEqual([...wrong.headers.keys()].sort(), [...unknown.headers.keys()].sort());
});

test('sign-in is refused for a growing time after repeated wrong passwords, even with the right one', async () => {
  const { email, password } = await newAccount('throttled');
  for (const username of [email, email.toUpperCase(), ` ${email}`])
    assert.equal((await signIn(username, 'Wrong@12345')).json.message, 'Incorrect username or password.');

  const refused = await signIn(email, password);
  assert.equal(refused.status, 429);
  assert.equal(refused.json.__type, 'TooManyRequestsException');
  assert.equal(refused.json.message, 'Too many sign-in attempts. Please wait 1 second and try again.');
  assert.equal(refused.headers.get('retry-after'), '1');

  await new Promise((resolve) => setTimeout(resolve, 1100));
  assert.equal((await signIn(email, 'Wrong@12345')).status, 400);
  const longer = await signIn(email, password);
  assert.equal(longer.status, 429);
  assert.equal(longer.json.message, 'Too many sign-in attempts. Please wait 2 seconds and try again.');

  await new Promise((resolve) => setTimeout(resolve, 2100));
  assert.equal((await signIn(email, password)).status, 200);
  assert.equal((await signIn(email, 'Wrong@12345')).status, 400, 'a success starts the count again');
  assert.equal((await signIn(email, password)).status, 200);
});

test('a burst of parallel wrong passwords is held like one after another', async () => {
  const { email } = await newAccount('burst');
  const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(email, 'Wrong@12345')));
  const statuses = answers.map((answer) => answer.status);
  assert.deepEqual(
    statuses.filter((status) => status === 400),
    [400, 400, 400],
  );
  assert.equal(statuses.filter((status) => status === 429).length, 17);
});

test('sign-up and password reset do not reveal which accounts exist', async () => {
  const { email, password } = await newAccount('existing');
  const signUp = (username) =>
    call('SignUp', {
      ClientId: settings.userPoolClientId,
      Username: username,
      Password: 'Other@12345',
      UserAttributes: [
        { Name: 'email', Value: username },
        { Name: 'name', Value: 'Someone' },
      ],
    });
  const taken = await signUp(email);
  const fresh = await signUp(`fresh.${Date.now()}@example.com`);
  assert.equal(taken.status, 200);
  assert.equal(fresh.status, 200);
  assert.deepEqual(Object.keys(taken.json), Object.keys(fresh.json));
  assert.deepEqual(taken.json.CodeDeliveryDetails, { ...fresh.json.CodeDeliveryDetails, Destination: email });
  assert.equal(taken.json.UserConfirmed, false);
  assert.deepEqual([...taken.headers.keys()].sort(), [...fresh.headers.keys()].sort());
  const confirm = await call('ConfirmSignUp', {
    ClientId: settings.userPoolClientId,
    Username: email,
    ConfirmationCode: '123456',
  });
  assert.deepEqual(confirm.json, {
    __type: 'CodeMismatchException',
    message: 'Invalid verification code provided, please try again.',
  });
  assert.equal((await signIn(email, password)).status, 200, 'the account is unchanged');

  const reset = (username) =>
    call('ForgotPassword', { ClientId: settings.userPoolClientId, Username: username });
  const known = await reset(email);
  const unknown = await reset(`nobody.${Date.now()}@example.com`);
  assert.equal(known.status, 200);
  assert.equal(unknown.status, 200);
  assert.deepEqual(
    Object.keys(unknown.json.CodeDeliveryDetails),
    Object.keys(known.json.CodeDeliveryDetails),
  );
});

test('a password reset needs its code (cognito-local took a missing code for a match)', async () => {
  const { email, password } = await newAccount('reset');
  const answer = await call('ConfirmForgotPassword', {
    ClientId: settings.userPoolClientId,
    Username: email,
    Password: 'Taken@12345',
  });
  assert.equal(answer.status, 400);
  assert.deepEqual(answer.json, {
    __type: 'InvalidParameterException',
    message: 'ConfirmationCode is required.',
  });
  assert.equal((await signIn(email, password)).status, 200);
  assert.equal((await signIn(email, 'Taken@12345')).status, 400);
});

test('a new confirmation code replaces the one sent before; a confirmed account gets none', async () => {
  const { email, password } = await unconfirmedAccount('resend');
  const first = await storedCode(email);
  assert.match(first, /^\d{6}$/);
  const resent = await resendCode(email);
  assert.equal(resent.status, 200);
  assert.deepEqual(resent.json, {
    CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
  });
  const second = await storedCode(email);
  assert.match(second, /^\d{6}$/);
  assert.notEqual(second, first);

  assert.equal(
    (await confirmSignUp(email, first)).json.__type,
    'CodeMismatchException',
    'the old code is void',
  );
  assert.equal((await confirmSignUp(email, second)).status, 200);
  assert.equal((await signIn(email, password)).status, 200);

  // The provider itself (the site's tooling reaches it unfiltered) refuses a confirmed account, as Cognito does.
  const confirmed = await call(
    'ResendConfirmationCode',
    { ClientId: settings.userPoolClientId, Username: email },
    await identityAdminHeaders(dataDir),
  );
  assert.equal(confirmed.status, 400);
  assert.deepEqual(confirmed.json, {
    __type: 'InvalidParameterException',
    message: 'User is already confirmed.',
  });
  assert.equal(await storedCode(email), undefined, 'no code was made for it');
});

test('asking for a new code does not reveal which accounts exist or are confirmed', async () => {
  const waiting = await unconfirmedAccount('waiting');
  const { email: confirmed } = await newAccount('confirmed');
  const answers = await Promise.all(
    [waiting.email, confirmed, uniqueEmail('nobody')].map(async (email) => ({
      email,
      answer: await resendCode(email),
    })),
  );
  for (const { email, answer } of answers) {
    assert.equal(answer.status, 200, email);
    assert.deepEqual(answer.json, {
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email },
    });
    assert.deepEqual([...answer.headers.keys()].sort(), [...answers[0].answer.headers.keys()].sort());
  }

  const missing = await call('ResendConfirmationCode', { ClientId: settings.userPoolClientId });
  assert.equal(missing.status, 400);
  assert.deepEqual(missing.json, { __type: 'InvalidParameterException', message: 'Username is required.' });
});

test('each new code makes the next one wait longer, for known and unknown accounts alike', async () => {
  for (const email of [(await unconfirmedAccount('mailed')).email, uniqueEmail('unknown')]) {
    assert.equal((await resendCode(email)).status, 200);
    const refused = await resendCode(email.toUpperCase());
    assert.equal(refused.status, 429);
    assert.deepEqual(refused.json, {
      __type: 'TooManyRequestsException',
      message: 'Too many new codes were asked for. Please wait 1 second and try again.',
    });
    assert.equal(refused.headers.get('retry-after'), '1');

    await pause(1100);
    assert.equal((await resendCode(email)).status, 200);
    const longer = await resendCode(email);
    assert.equal(longer.status, 429);
    assert.equal(
      longer.json.message,
      'Too many new codes were asked for. Please wait 2 seconds and try again.',
    );
  }
});

const withRefreshToken = (refreshToken) =>
  call('InitiateAuth', {
    ClientId: settings.userPoolClientId,
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });

/** The learner's family page at the API, as the attack read it with a signed-out token: its status. */
const familyStatus = async (accessToken) =>
  (await fetch(`${apiUrl}/family`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

/**
 * Signed in a second or more ago: a sign-out ends the sessions begun in the seconds before it (tokens carry whole
 * seconds, and one of the sign-out's own second is let through, so a sign-in right after a sign-out works).
 */
async function signedIn(name) {
  const { email, password } = await newAccount(name);
  const { json } = await signIn(email, password);
  await pause(1100);
  return { email, password, ...json.AuthenticationResult };
}

test("access and id tokens last an hour, Cognito's default, also from a client made before", async () => {
  const lifetimes = async () => {
    const { AccessToken, IdToken } = (await signIn(DEMO_USER.email, DEMO_USER.password)).json
      .AuthenticationResult;
    return [AccessToken, IdToken].map((token) => decodeJwt(token).exp - decodeJwt(token).iat);
  };
  assert.deepEqual(await lifetimes(), [3600, 3600]);
  // A client made by an earlier bootstrap, with cognito-local's day-long tokens, gets the hour on the next start.
  const admin = await identityAdminHeaders(dataDir);
  const client = { UserPoolId: settings.userPoolId, ClientId: settings.userPoolClientId };
  const dayLong = { AccessTokenValidity: 24, IdTokenValidity: 24 };
  assert.equal((await call('UpdateUserPoolClient', { ...client, ...dayLong }, admin)).status, 200);
  assert.deepEqual(await lifetimes(), [86_400, 86_400]);
  assert.deepEqual(await bootstrapIdentity({ endpoint, dataDir }), settings);
  assert.deepEqual(await lifetimes(), [3600, 3600]);
});

test('GlobalSignOut answers, and the API and the provider refuse the tokens of before it', async () => {
  const { email, password, AccessToken, RefreshToken } = await signedIn('global');
  assert.equal(await familyStatus(AccessToken), 200);
  const signedOut = await call('GlobalSignOut', { AccessToken }, BROWSER);
  assert.equal(signedOut.status, 200, JSON.stringify(signedOut.json));
  assert.deepEqual(signedOut.json, {});

  assert.equal(await familyStatus(AccessToken), 401, 'the API refuses the access token');
  assert.equal((await call('GetUser', { AccessToken }, BROWSER)).status, 400, 'and so does the provider');
  const refreshed = await withRefreshToken(RefreshToken);
  assert.equal(refreshed.status, 400);
  assert.equal(refreshed.json.message, 'Refresh Token has been revoked');

  const again = (await signIn(email, password)).json.AuthenticationResult;
  assert.equal(await familyStatus(again.AccessToken), 200, 'signing in again works at once');
  assert.equal((await withRefreshToken(again.RefreshToken)).status, 200);
});

test('RevokeToken answers, and the API refuses the access tokens of its session', async () => {
  const { AccessToken, RefreshToken } = await signedIn('revoke');
  assert.equal(await familyStatus(AccessToken), 200);
  const revoked = await call(
    'RevokeToken',
    { ClientId: settings.userPoolClientId, Token: RefreshToken },
    BROWSER,
  );
  assert.equal(revoked.status, 200, JSON.stringify(revoked.json));
  assert.equal(await familyStatus(AccessToken), 401);
  assert.equal((await withRefreshToken(RefreshToken)).status, 400, 'the refresh token is gone');
});

test('a sign-out the API cannot record is answered as not done, and a retry completes it', async () => {
  const { AccessToken } = await signedIn('api-down');
  await supervisor.stopService('api');
  try {
    const refused = await call('GlobalSignOut', { AccessToken }, BROWSER);
    assert.equal(refused.status, 503);
    assert.match(refused.json.message, /could not be recorded/);
    assert.equal((await call('GetUser', { AccessToken }, BROWSER)).status, 200, 'the session is still open');
  } finally {
    await supervisor.restartService('api');
  }
  assert.equal((await call('GlobalSignOut', { AccessToken }, BROWSER)).status, 200);
  assert.equal(await familyStatus(AccessToken), 401);
});
