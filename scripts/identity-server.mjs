#!/usr/bin/env node
// The embedded identity provider, run in the data folder by scripts/lib/stack.mjs: cognito-local (patched to
// sign with the installation's key, see patches/) listens on a Unix socket in the 0700 secrets folder, which
// only this process uses, and the front (scripts/lib/identity-front.mjs) answers on HOST:PORT.
import { readFileSync, rmSync } from 'node:fs';
import { createPublicKey } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  createFailureThrottle,
  resendThrottleSettingsFromEnv,
  throttleSettingsFromEnv,
} from './lib/failure-throttle.mjs';
import { createIdentityFront, openSignOutStore } from './lib/identity-front.mjs';
import { PASSWORD_POLICY } from './lib/identity.mjs';
import { identitySecretFiles } from './lib/identity-secrets.mjs';
import { keepIdleConnections } from './lib/idle-connections.mjs';

const require = createRequire(import.meta.url);
const cognitoLocal = require('cognito-local');
const fromCognitoLocal = createRequire(require.resolve('cognito-local'));
const pino = fromCognitoLocal('pino');
const pinoPretty = fromCognitoLocal('pino-pretty');

function listen(server, ...address) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(...address, () => resolve(server));
  });
}

async function main() {
  const host = process.env.HOST ?? '127.0.0.1';
  const port = Number(process.env.PORT ?? 9229);
  const files = identitySecretFiles(process.cwd());
  const throttle = throttleSettingsFromEnv();
  const resendThrottle = resendThrottleSettingsFromEnv();
  const signingKeyFile = process.env.COGNITO_LOCAL_SIGNING_KEY_FILE;
  if (!signingKeyFile)
    throw new Error('COGNITO_LOCAL_SIGNING_KEY_FILE is not set (scripts/lib/identity.mjs sets it)');
  const signingKey = JSON.parse(readFileSync(signingKeyFile, 'utf8'));
  const { kty, n, e } = createPublicKey({ key: signingKey, format: 'jwk' }).export({ format: 'jwk' });
  const adminSecret = readFileSync(files.adminSecretFile, 'utf8').trim();

  const logger = pino(
    { level: process.env.DEBUG ? 'debug' : 'info' },
    pinoPretty({
      colorize: true,
      ignore: 'pid,name,hostname',
      singleLine: true,
      messageFormat: (log, messageKey) => `${log.reqId ?? 'NONE'} ${log.target ?? 'NONE'} ${log[messageKey]}`,
    }),
  );
  const provider = await cognitoLocal.createDefaultServer(logger);
  rmSync(files.providerSocket, { force: true });
  await listen(http.createServer(provider.application), files.providerSocket);

  const front = createIdentityFront({
    providerSocket: files.providerSocket,
    adminSecret,
    publicJwk: { kty, n, e, kid: signingKey.kid, alg: 'RS256' },
    issuerDomain: `http://${host}:${port}`,
    throttles: {
      account: createFailureThrottle(throttle.account),
      address: createFailureThrottle(throttle.address),
    },
    resendThrottles: {
      account: createFailureThrottle(resendThrottle.account),
      address: createFailureThrottle(resendThrottle.address),
    },
    signUpThrottle: createFailureThrottle(resendThrottle.address),
    passwordPolicy: PASSWORD_POLICY,
    // Sign-outs are kept beside the secrets (0700), so a restart revives no signed-out refresh token.
    signOuts: await openSignOutStore({
      file: path.join(path.dirname(files.adminSecretFile), 'sign-outs.json'),
    }),
    apiSignOutUrl: process.env.IDENTITY_API_SIGN_OUT_URL || undefined,
  });
  if (!process.env.IDENTITY_API_SIGN_OUT_URL)
    logger.warn('IDENTITY_API_SIGN_OUT_URL is not set: sign-outs here are not passed on to the API');
  await listen(keepIdleConnections(http.createServer(front)), port, host);
  logger.info(`Identity provider (cognito-local behind its front) running on http://${host}:${port}`);
}

main().catch((error) => {
  console.error(`identity provider: ${error.message}`);
  process.exit(1);
});
