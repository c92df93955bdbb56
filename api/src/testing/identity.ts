import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, jwtVerify, SignJWT, type CryptoKey } from 'jose';
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
  /**
   * The account's e-mail address GetUser answers with (`<sub>@example.com`, verified, until set), or how GetUser
   * fails: 'down' (500), 'refused' (400 NotAuthorizedException, as for a revoked session), 'throttled' (400
   * TooManyRequestsException), 'no-email' (an account without one).
   */
  setAccount(
    sub: string,
    account: { email: string; verified?: boolean } | 'down' | 'refused' | 'throttled' | 'no-email',
  ): void;
  /** How many GetUser calls the provider has answered, for tests that check it is not asked. */
  getUserCalls(): number;
  close(): Promise<void>;
}

const TEST_CLIENT_ID = 'test-web-client';

export async function startTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, Parameters<TestIdentity['setAccount']>[1]>();
  let getUserCalls = 0;
  const answer = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify(body));
  };
  // Cognito's GetUser: the access token's own account, found by the token's verified subject.
  async function getUser(request: IncomingMessage, response: ServerResponse) {
    getUserCalls += 1;
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    let sub: string | undefined;
    try {
      const { AccessToken } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { AccessToken: string };
      sub = (await jwtVerify(AccessToken, publicKey)).payload.sub;
    } catch {
      sub = undefined;
    }
    const account = sub === undefined ? 'refused' : (accounts.get(sub) ?? { email: `${sub}@example.com` });
    if (account === 'down') return answer(response, 500, { __type: 'InternalErrorException' });
    if (account === 'refused')
      return answer(response, 400, { __type: 'NotAuthorizedException', message: 'Invalid Access Token' });
    if (account === 'throttled')
      return answer(response, 400, { __type: 'TooManyRequestsException', message: 'Rate exceeded' });
    const attributes = [{ Name: 'sub', Value: sub }];
    if (account !== 'no-email')
      attributes.push(
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: String(account.verified ?? true) },
      );
    answer(response, 200, { Username: sub, UserAttributes: attributes });
  }
  const server: Server = createServer((request, response) => {
    if (
      request.method === 'POST' &&
      request.url === '/' &&
      request.headers['x-amz-target'] === 'AWSCognitoIdentityProviderService.GetUser'
    ) {
      void getUser(request, response);
      return;
    }
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
    setAccount: (sub, account) => accounts.set(sub, account),
    getUserCalls: () => getUserCalls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
