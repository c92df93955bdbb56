import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { IdentityConfig } from '../config';

/** A local identity provider for tests: a JWKS endpoint and the matching signer of id tokens. */
export interface TestIdentity {
  config: IdentityConfig;
  /** An access token for the user `sub` issued to the app client, as the shell sends it, with any extra claims. */
  token(sub: string, claims?: Record<string, unknown>): Promise<string>;
  /** The same token, expired a minute ago. */
  expiredToken(sub: string): Promise<string>;
  /** A well-formed token for `sub` signed by a key the provider never published. */
  foreignToken(sub: string): Promise<string>;
  close(): Promise<void>;
}

const TEST_CLIENT_ID = 'test-web-client';

export async function startTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((request, response) => {
    response.writeHead(request.url?.endsWith('/.well-known/jwks.json') ? 200 : 404, {
      'content-type': 'application/json',
    });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/test_pool`;
  const foreignKey = (await generateKeyPair('RS256')).privateKey;
  const sign = (
    key: CryptoKey,
    sub: string,
    expiresAt: string | number = '1h',
    claims: Record<string, unknown> = {},
  ) =>
    new SignJWT({ token_use: 'access', client_id: TEST_CLIENT_ID, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(issuer)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(expiresAt)
      .sign(key);
  return {
    config: { issuer, jwksUrl: `${issuer}/.well-known/jwks.json`, clientId: TEST_CLIENT_ID },
    token: (sub, claims) => sign(privateKey, sub, '1h', claims),
    expiredToken: (sub) => sign(privateKey, sub, Math.floor(Date.now() / 1000) - 60),
    foreignToken: (sub) => sign(foreignKey, sub),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
