import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { installErrorEnvelopes } from '../http/envelope';
import { assertSameUser, installIdentity } from './identity';

const CLIENT_ID = 'test-client';

describe('identity guard', () => {
  let jwksServer: Server;
  let issuer: string;
  let privateKey: CryptoKey;
  let app: FastifyInstance;

  const sign = (
    claims: JWTPayload,
    options: { issuer?: string; expiresIn?: string | number; key?: CryptoKey } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? issuer)
      .setSubject('user-123')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);

  const call = (token: string | undefined, UserID = 'user-123') =>
    app.inject({
      method: 'POST',
      url: '/me',
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: { UserID },
    });

  before(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((request, response) => {
      response.writeHead(request.url?.endsWith('/.well-known/jwks.json') ? 200 : 404, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    issuer = `http://127.0.0.1:${port}/local_pool`;

    app = Fastify();
    installErrorEnvelopes(app);
    installIdentity(app, { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, clientId: CLIENT_ID });
    app.post<{ Body: { UserID: string } }>('/me', { preHandler: app.requireUser }, async (request) =>
      assertSameUser(request, request.body.UserID),
    );
  });

  after(async () => {
    await app.close();
    await new Promise((resolve) => jwksServer.close(resolve));
  });

  it('accepts an access token issued to the app client and exposes the subject', async () => {
    const response = await call(await sign({ token_use: 'access', client_id: CLIENT_ID }));
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { sub: 'user-123' });
  });

  it('accepts an id token whose audience is the app client and exposes the e-mail', async () => {
    const response = await call(
      await sign({ token_use: 'id', aud: CLIENT_ID, email: 'learner@example.com' }),
    );
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { sub: 'user-123', email: 'learner@example.com' });
  });

  it('answers 401 without a token, with a garbage token, a wrong issuer, an expired token, a foreign key or another client', async () => {
    const otherKey = (await generateKeyPair('RS256')).privateKey;
    const rejected: Array<[string, string | undefined]> = [
      ['no token', undefined],
      ['garbage', 'not-a-jwt'],
      [
        'wrong issuer',
        await sign(
          { token_use: 'access', client_id: CLIENT_ID },
          { issuer: 'http://127.0.0.1:1/other_pool' },
        ),
      ],
      [
        'expired',
        await sign(
          { token_use: 'access', client_id: CLIENT_ID },
          { expiresIn: Math.floor(Date.now() / 1000) - 60 },
        ),
      ],
      ['signed by another key', await sign({ token_use: 'access', client_id: CLIENT_ID }, { key: otherKey })],
      ['another client', await sign({ token_use: 'access', client_id: 'someone-else' })],
    ];
    for (const [label, token] of rejected) {
      const response = await call(token);
      assert.equal(response.statusCode, 401, label);
      const body = response.json<{ statusCode: number; error: string; message: string }>();
      assert.equal(body.error, 'Unauthorized', label);
      assert.ok(body.message.length > 0, label);
    }
  });

  it('answers 403 when the body names a different user than the token', async () => {
    const response = await call(await sign({ token_use: 'access', client_id: CLIENT_ID }), 'someone-else');
    assert.equal(response.statusCode, 403);
    assert.deepEqual(response.json(), {
      statusCode: 403,
      error: 'Forbidden',
      message: 'body/UserID does not match the signed-in user',
    });
  });
});
