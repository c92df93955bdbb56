import assert from 'node:assert/strict';
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importPKCS8,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { installErrorEnvelopes } from '../http/envelope';
import { captureLog } from '../testing/logCapture';
import { assertSameUser, installIdentity } from './identity';
import { PUBLISHED_EMULATOR_JWK, PUBLISHED_EMULATOR_THUMBPRINT } from './publishedEmulatorKey';
import { PUBLISHED_EMULATOR_PRIVATE_PEM } from './publishedEmulatorKey.fixture';
import { CLOCK_TOLERANCE_SECONDS, createTokenVerifier } from './verifyToken';

const CLIENT_ID = 'test-client';
const require = createRequire(import.meta.url);

/** The key pair cognito-local published in its npm package: its public half still ships there. */
function publishedEmulatorKeys(): { privatePem: string; publicJwk: JWK } {
  const published = JSON.parse(
    readFileSync(require.resolve('cognito-local/lib/keys/cognitoLocal.public.json'), 'utf8'),
  ) as { jwk: JWK };
  return { privatePem: PUBLISHED_EMULATOR_PRIVATE_PEM, publicJwk: published.jwk };
}

describe('identity guard', () => {
  let jwksServer: Server;
  let issuer: string;
  let privateKey: CryptoKey;
  let installationJwk: JWK;
  let app: FastifyInstance;
  let logged: string[];

  const sign = (
    claims: JWTPayload,
    options: { issuer?: string; expiresIn?: string | number | null; key?: CryptoKey; kid?: string } = {},
  ) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
      .setIssuer(options.issuer ?? issuer)
      .setSubject('user-123')
      .setIssuedAt();
    if (options.expiresIn !== null) jwt.setExpirationTime(options.expiresIn ?? '1h');
    return jwt.sign(options.key ?? privateKey);
  };
  const access = { token_use: 'access', client_id: CLIENT_ID };
  const call = (token: string | undefined, UserID = 'user-123') =>
    app.inject({
      method: 'POST',
      url: '/me',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: { UserID },
    });
  const expectRefused = async (token: string | undefined, label: string, message?: string | RegExp) => {
    const response = await call(token);
    assert.equal(response.statusCode, 401, label);
    const body = response.json<{ statusCode: number; error: string; message: string }>();
    assert.equal(body.error, 'Unauthorized', label);
    assert.ok(body.message.length > 0, label);
    if (typeof message === 'string') assert.equal(body.message, message, label);
    else if (message) assert.match(body.message, message, label);
  };

  before(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    installationJwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((request, response) => {
      response.writeHead(request.url?.endsWith('/.well-known/jwks.json') ? 200 : 404, {
        'content-type': 'application/json',
      });
      // A second pool stands for an identity provider that still publishes the emulator's key.
      const emulator = request.url?.startsWith('/emulator_pool/');
      response.end(
        JSON.stringify({
          keys: [emulator ? { ...publishedEmulatorKeys().publicJwk, kid: 'test-key' } : installationJwk],
        }),
      );
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    issuer = `http://127.0.0.1:${port}/local_pool`;
    const log = captureLog();
    logged = log.lines;
    app = Fastify({ logger: { level: 'error', stream: log.stream } });
    installErrorEnvelopes(app);
    installIdentity(
      app,
      { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, clientId: CLIENT_ID },
      async () => false,
    );
    app.post<{ Body: { UserID: string } }>('/me', { preHandler: app.requireUser }, async (request) =>
      assertSameUser(request, request.body.UserID),
    );
  });

  beforeEach(() => {
    logged.length = 0;
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('accepts an access token issued to the app client and exposes the subject', async () => {
    const response = await call(await sign(access));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { sub: 'user-123' });
  });

  it('answers 401 without a token, with a garbage token, a wrong issuer, an expired token, a foreign key or another client', async () => {
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    await expectRefused(undefined, 'no token', /^Sign-in required/);
    await expectRefused('not-a-jwt', 'garbage');
    await expectRefused(await sign(access, { issuer: 'http://127.0.0.1:1/other_pool' }), 'wrong issuer');
    await expectRefused(
      await sign(access, { expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      'expired',
      'The sign-in token has expired',
    );
    await expectRefused(await sign(access, { key: otherKey }), 'signed by another key');
    await expectRefused(
      await sign({ token_use: 'access', client_id: 'someone-else' }),
      'another client',
      'The sign-in token was issued to another app',
    );
  });

  it('refuses a token without exp, without token_use, or that is an id token where an access token is required', async () => {
    await expectRefused(await sign(access, { expiresIn: null }), 'no exp', /"exp" claim/);
    await expectRefused(await sign({ client_id: CLIENT_ID }), 'no token_use', /"token_use" claim/);
    await expectRefused(
      await sign({ token_use: 'id', aud: CLIENT_ID, email: 'learner@example.com' }),
      'id token',
      'The sign-in token is not an access token',
    );
  });

  it('refuses an HS256 token, even one keyed with the public key (algorithm confusion)', async () => {
    const claims = { ...access, sub: 'user-123', iss: issuer, exp: Math.floor(Date.now() / 1000) + 3600 };
    for (const secret of [
      new TextEncoder().encode('a-shared-secret-of-32-characters!'),
      new TextEncoder().encode(JSON.stringify(installationJwk)),
    ]) {
      const token = await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', kid: 'test-key' })
        .sign(secret);
      await expectRefused(token, 'HS256');
    }
  });

  it(`tolerates clocks ${CLOCK_TOLERANCE_SECONDS} s apart and no more`, async () => {
    const now = Math.floor(Date.now() / 1000);
    const justExpired = await call(await sign(access, { expiresIn: now - (CLOCK_TOLERANCE_SECONDS - 10) }));
    assert.equal(justExpired.statusCode, 200);
    await expectRefused(
      await sign(access, { expiresIn: now - (CLOCK_TOLERANCE_SECONDS + 10) }),
      'past tolerance',
    );
  });

  it('refuses a token signed with the emulator’s published key and logs the forgery', async () => {
    const key = await importRsaPem(publishedEmulatorKeys().privatePem);
    await expectRefused(await sign(access, { key, kid: 'CognitoLocal' }), 'published key, its kid');
    await expectRefused(await sign(access, { key, kid: 'test-key' }), 'published key, the installation kid');
    assert.ok(
      logged.some((line) => line.includes('published key')),
      `the log says why: ${logged.join('\n')}`,
    );
  });

  it('refuses every token when the identity provider publishes the emulator’s key, and says so in the log', async () => {
    const emulatorIssuer = issuer.replace('/local_pool', '/emulator_pool');
    const log: string[] = [];
    const verify = createTokenVerifier(
      { issuer: emulatorIssuer, jwksUrl: `${emulatorIssuer}/.well-known/jwks.json`, clientId: CLIENT_ID },
      { error: (_details, message) => log.push(message) },
    );
    const key = await importRsaPem(publishedEmulatorKeys().privatePem);
    await assert.rejects(verify(await sign(access, { key, issuer: emulatorIssuer })), /published test key/);
    assert.ok(
      log.some((line) => line.includes('cognito-local’s built-in key')),
      log.join('\n'),
    );
  });

  it('answers 403 when the body names a different user than the token', async () => {
    const response = await call(await sign(access), 'someone-else');
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      statusCode: 403,
      error: 'Forbidden',
      message: 'body/UserID does not match the signed-in user',
    });
  });

  it('checks the app client of an id token in its audience when an id token is asked for', async () => {
    const verify = createTokenVerifier(
      { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, clientId: CLIENT_ID },
      { error: () => {} },
    );
    const { user } = await verify(
      await sign({ token_use: 'id', aud: CLIENT_ID, email: 'learner@example.com' }),
      'id',
    );
    assert.deepEqual(user, { sub: 'user-123', email: 'learner@example.com' });
    await assert.rejects(verify(await sign({ token_use: 'id', aud: 'someone-else' }), 'id'), /another app/);
    await assert.rejects(verify(await sign(access), 'id'), /not an id token/);
  });

  it('knows the published emulator key as the installed cognito-local package ships it', async () => {
    const { publicJwk, privatePem } = publishedEmulatorKeys();
    assert.equal(publicJwk.n, PUBLISHED_EMULATOR_JWK.n);
    assert.equal(await calculateJwkThumbprint(publicJwk), PUBLISHED_EMULATOR_THUMBPRINT);
    const derived = createPublicKey(createPrivateKey(privatePem)).export({ format: 'jwk' });
    assert.equal(derived.n, PUBLISHED_EMULATOR_JWK.n, 'the fixture is the private half of that key');
  });
});

/** cognito-local keeps its private key as PKCS#1 PEM, which jose does not import; node's crypto does. */
async function importRsaPem(pem: string): Promise<CryptoKey> {
  const pkcs8 = createPrivateKey(pem).export({ format: 'pem', type: 'pkcs8' }).toString();
  return importPKCS8(pkcs8, 'RS256');
}
