import assert from 'node:assert/strict';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { HttpError } from '../http/errors';
import { createAccountEmailLookup } from './accountEmail';

/** A provider answering every request with `listener`, for one lookup; its issuer and what it was sent. */
async function withProvider(listener: RequestListener, use: (issuer: string) => Promise<void>) {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}/pool_1`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const quiet = { warn() {} };

const failsWith = (status: number, message: RegExp) => (error: unknown) =>
  error instanceof HttpError && error.statusCode === status && message.test(error.message);

test("asks the issuer's origin for GetUser with the learner's own token, and answers the e-mail attribute", async () => {
  let sent: { target?: string | string[]; path?: string; body?: string } = {};
  await withProvider(
    (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        sent = { target: request.headers['x-amz-target'], path: request.url, body };
        response.end(
          JSON.stringify({ UserAttributes: [{ Name: 'email', Value: ' kid.parent@example.com ' }] }),
        );
      });
    },
    async (issuer) => {
      assert.equal(await createAccountEmailLookup({ issuer })('token-1', quiet), 'kid.parent@example.com');
    },
  );
  assert.deepEqual(sent, {
    target: 'AWSCognitoIdentityProviderService.GetUser',
    path: '/',
    body: JSON.stringify({ AccessToken: 'token-1' }),
  });
});

test('a provider that is slow, unreachable, broken or not itself is a 503 to retry', async () => {
  const unavailable = failsWith(503, /^The identity provider is unavailable/);
  await withProvider(
    () => {},
    async (issuer) => {
      await assert.rejects(createAccountEmailLookup({ issuer }, { timeoutMs: 50 })('t', quiet), unavailable);
    },
  );
  await withProvider(
    (_request, response) => response.end('<html>gateway</html>'),
    async (issuer) => {
      await assert.rejects(createAccountEmailLookup({ issuer })('t', quiet), unavailable);
    },
  );
  await withProvider(
    (_request, response) => response.end(JSON.stringify({ padding: 'x'.repeat(100_000) })),
    async (issuer) => {
      await assert.rejects(createAccountEmailLookup({ issuer })('t', quiet), unavailable);
    },
  );
  let closedIssuer = '';
  await withProvider(
    (_request, response) => response.end(),
    async (issuer) => {
      closedIssuer = issuer;
    },
  );
  await assert.rejects(createAccountEmailLookup({ issuer: closedIssuer })('t', quiet), unavailable);
});

test('a refused session is a 401, an account without an address a 403', async () => {
  await withProvider(
    (_request, response) => {
      response.statusCode = 400;
      response.end(
        JSON.stringify({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' }),
      );
    },
    async (issuer) => {
      await assert.rejects(
        createAccountEmailLookup({ issuer })('t', quiet),
        failsWith(401, /please sign in again/),
      );
    },
  );
  await withProvider(
    (_request, response) => response.end(JSON.stringify({ UserAttributes: [{ Name: 'email', Value: 7 }] })),
    async (issuer) => {
      await assert.rejects(
        createAccountEmailLookup({ issuer })('t', quiet),
        failsWith(403, /no e-mail address/),
      );
    },
  );
});

test("the provider's throttling or an unknown refusal is a 503 to retry, logged, not a reason to sign in again", async () => {
  const warnings: string[] = [];
  await withProvider(
    (_request, response) => {
      response.statusCode = 400;
      response.end(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Rate exceeded' }));
    },
    async (issuer) => {
      await assert.rejects(
        createAccountEmailLookup({ issuer })('t', {
          warn: (details) => warnings.push(JSON.stringify(details)),
        }),
        failsWith(503, /^The identity provider is unavailable/),
      );
    },
  );
  assert.deepEqual(warnings, [
    JSON.stringify({ status: 400, type: 'TooManyRequestsException', providerMessage: 'Rate exceeded' }),
  ]);
});

test('an address the provider marks unverified is refused', async () => {
  await withProvider(
    (_request, response) =>
      response.end(
        JSON.stringify({
          UserAttributes: [
            { Name: 'email', Value: 'victim@example.com' },
            { Name: 'email_verified', Value: 'false' },
          ],
        }),
      ),
    async (issuer) => {
      await assert.rejects(
        createAccountEmailLookup({ issuer })('t', quiet),
        failsWith(403, /not verified yet/),
      );
    },
  );
});
