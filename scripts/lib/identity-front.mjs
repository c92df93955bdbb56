// The embedded identity provider's public door. cognito-local answers every operation to anyone, trusts access
// tokens without checking their signature, and tells known from unknown accounts; this front, on the port
// browsers use, passes on only what a visitor or a signed-in learner needs, checks access tokens, throttles
// password and code guesses and the mailing of new codes, and answers unknown accounts like known ones. The admin operations answer only
// the site's own tooling: from loopback and with the installation's admin credential. It also gives cognito-local
// what it lacks of a sign-out: GlobalSignOut, refresh tokens that stop working after it, and the API told, so
// that the API refuses the signed-out access tokens too (decision 0007).
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { isIPv6 } from 'node:net';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { ADMIN_SECRET_HEADER } from './identity-secrets.mjs';
import { waitInWords } from './failure-throttle.mjs';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const MAX_BODY_BYTES = 64 * 1024;
const TOKEN_CLOCK_TOLERANCE_SECONDS = 5;

export const WRONG_CREDENTIALS = 'Incorrect username or password.';
export const WRONG_CODE = 'Invalid verification code provided, please try again.';
export const NOT_FOR_BROWSERS =
  "This operation is not available here: only the site's own set-up may call it.";
export const SIGN_OUT_NOT_RECORDED =
  'The sign-out could not be recorded, so the session is still open. Please try again.';

/** How long the front waits for the API to record a sign-out. */
const API_TIMEOUT_MS = 5000;
/**
 * How long a sign-out is remembered: longer than anything it refuses lives (the pool's refresh tokens, 7 days as
 * scripts/lib/identity.mjs makes its client; access tokens, an hour).
 */
const SIGN_OUT_MEMORY_SECONDS = 30 * 24 * 3600;

/** Attributes a learner cannot change: the e-mail is the sign-in name, and its verification is the provider's. */
const FIXED_ATTRIBUTES = ['sub', 'email', 'email_verified', 'phone_number', 'phone_number_verified'];

const GET_PATHS = [/^\/health$/, /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/];

/**
 * What cognito-local (or Cognito) answers a password reset for an account that has none to give: unknown, not
 * allowed, without a verified address, or without an e-mail at all (cognito-local's 'Unsupported').
 */
const RESET_REFUSALS_OF_THE_ACCOUNT = [
  'UserNotFoundException',
  'NotAuthorizedException',
  'InvalidParameterException',
  'CognitoLocal#Unsupported',
];

/** A throttle that holds and counts nothing, for a check made per address only. */
const NEVER_HELD_THROTTLE = { retryAfterMs: () => 0, failed() {}, succeeded() {} };

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/** An IPv6 address's eight 16-bit groups (an embedded dotted IPv4 tail as the last two). */
function ipv6Groups(address) {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The client an address counts as: an IPv4 address (also written IPv4-mapped) itself, an IPv6 address its /64,
 * as the API's limiter counts them (@fastify/rate-limit's normalizeIP): one subscriber or host holds a whole /64,
 * and would otherwise get a fresh budget for every address in it.
 */
export function addressGroup(address = '') {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address.toLowerCase();
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':');
  return `${prefix}::/64`;
}

const digest = (value) => createHash('sha256').update(value).digest();

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('too large'), { tooLarge: true }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    'content-type': 'application/x-amz-json-1.1',
    'access-control-allow-origin': '*',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

const fail = (res, status, type, message, headers) => send(res, status, { __type: type, message }, headers);

/** A parsed answer of cognito-local: status, headers, raw body and, for JSON, its value. */
function upstreamCall(socketPath, req, body) {
  const headers = { ...req.headers, host: 'identity-provider' };
  Reflect.deleteProperty(headers, ADMIN_SECRET_HEADER);
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const call = http.request({ socketPath, method: req.method, path: req.url, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        let json;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          json = undefined;
        }
        resolve({ status: response.statusCode ?? 502, headers: response.headers, raw, json });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** An operation asked of cognito-local by the front itself (it reaches the provider unfiltered). */
function providerCall(socketPath, target, input) {
  const request = {
    method: 'POST',
    url: '/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `${TARGET_PREFIX}${target}`,
    },
  };
  return upstreamCall(socketPath, request, Buffer.from(JSON.stringify(input)));
}

/**
 * The account a sign-in name means, as cognito-local finds it (its username, the `sub`, or the e-mail alias):
 * `<pool>/<username>`, or undefined for none. Which pool is the app client's, learned from the provider once per
 * client (a client the provider does not know yet asks again, one look-up at a time).
 */
function createAccountLookup(socketPath) {
  const poolOfClient = new Map();
  let listing;

  async function listClients() {
    const pools = (await providerCall(socketPath, 'ListUserPools', { MaxResults: 60 })).json?.UserPools;
    for (const pool of Array.isArray(pools) ? pools : []) {
      if (typeof pool?.Id !== 'string') continue;
      const input = { UserPoolId: pool.Id, MaxResults: 60 };
      const clients = (await providerCall(socketPath, 'ListUserPoolClients', input)).json?.UserPoolClients;
      for (const client of Array.isArray(clients) ? clients : [])
        if (typeof client?.ClientId === 'string') poolOfClient.set(client.ClientId, pool.Id);
    }
  }

  async function poolOf(clientId) {
    if (typeof clientId !== 'string' || clientId === '') return undefined;
    if (!poolOfClient.has(clientId)) {
      listing ??= listClients().finally(() => {
        listing = undefined;
      });
      await listing;
    }
    return poolOfClient.get(clientId);
  }

  return async (clientId, name) => {
    if (typeof name !== 'string' || name === '') return undefined;
    const poolId = await poolOf(clientId);
    if (!poolId) return undefined;
    const user = await providerCall(socketPath, 'AdminGetUser', { UserPoolId: poolId, Username: name });
    const username = user.status === 200 ? user.json?.Username : undefined;
    return typeof username === 'string' ? `${poolId}/${username}` : undefined;
  };
}

/**
 * The accounts' last sign-outs: `<issuer> <username>` -> the second before which their tokens are refused. Kept in
 * `file` (written whole, then renamed over the old one) so that a restart forgets none; in memory only without.
 */
export async function openSignOutStore({ file, now = () => Date.now() } = {}) {
  const before = new Map();
  if (file) {
    try {
      for (const [account, seconds] of Object.entries(JSON.parse(await readFile(file, 'utf8'))))
        if (typeof seconds === 'number') before.set(account, seconds);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  let writes = Promise.resolve();
  const save = () => {
    const oldest = Math.floor(now() / 1000) - SIGN_OUT_MEMORY_SECONDS;
    for (const [account, seconds] of before) if (seconds < oldest) before.delete(account);
    const text = JSON.stringify(Object.fromEntries(before));
    const write = writes.then(async () => {
      await writeFile(`${file}.new`, text, { mode: 0o600 });
      await rename(`${file}.new`, file);
    });
    writes = write.catch(() => {});
    return write;
  };
  return {
    /** The second before which the account's tokens are refused, or 0. */
    revokedBefore: (account) => before.get(account) ?? 0,
    /** Refuses the account's tokens from before `seconds` on (never fewer than before); resolves once kept. */
    async record(account, seconds) {
      before.set(account, Math.max(before.get(account) ?? 0, seconds));
      if (file) await save();
    },
  };
}

function relay(res, answer) {
  const headers = { ...answer.headers };
  Reflect.deleteProperty(headers, 'connection');
  Reflect.deleteProperty(headers, 'keep-alive');
  Reflect.deleteProperty(headers, 'transfer-encoding');
  headers['content-length'] = String(answer.raw.length);
  res.writeHead(answer.status, headers);
  res.end(answer.raw);
}

/** A JSON answer sent again with this front's own headers, so that it looks like the answers made up here. */
function answerWith(res, answer) {
  if (answer.json === undefined) relay(res, answer);
  else send(res, answer.status, answer.json);
}

const errorType = (answer) => (answer.status >= 400 ? (answer.json?.__type ?? answer.json?.code) : undefined);

/** Cognito's symbols for a password policy's RequireSymbols. */
const POLICY_SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+-]/;

/**
 * What a password lacks under the pool's policy (Cognito's PasswordPolicy), in Cognito's words, or undefined when
 * it conforms. cognito-local stores whatever it is given, so the front checks what Cognito would.
 * @param {unknown} password
 * @param {{ MinimumLength: number, RequireLowercase?: boolean, RequireUppercase?: boolean,
 *   RequireNumbers?: boolean, RequireSymbols?: boolean }} policy
 */
export function passwordPolicyFailure(password, policy) {
  const value = typeof password === 'string' ? password : '';
  const lacks = [
    [value.length < policy.MinimumLength, 'Password not long enough'],
    [policy.RequireLowercase && !/[a-z]/.test(value), 'Password must have lowercase characters'],
    [policy.RequireUppercase && !/[A-Z]/.test(value), 'Password must have uppercase characters'],
    [policy.RequireNumbers && !/[0-9]/.test(value), 'Password must have numeric characters'],
    [policy.RequireSymbols && !POLICY_SYMBOLS.test(value), 'Password must have symbol characters'],
  ].find(([failed]) => failed);
  return lacks && `Password did not conform with policy: ${lacks[1]}`;
}

/**
 * @typedef {ReturnType<typeof import('./failure-throttle.mjs').createFailureThrottle>} Throttle
 * @param {{ providerSocket: string, adminSecret: string, publicJwk: object, issuerDomain: string,
 *   throttles: { account: Throttle, address: Throttle },
 *   resendThrottles: { account: Throttle, address: Throttle },
 *   signUpThrottle: Throttle, passwordPolicy: Parameters<typeof passwordPolicyFailure>[1],
 *   signOuts?: Awaited<ReturnType<typeof openSignOutStore>>, apiSignOutUrl?: string,
 *   now?: () => number, log?: Pick<Console, 'warn' | 'error'> }} options `throttles` hold password and code
 *   guesses, `resendThrottles` the mailing of new confirmation and password-reset codes, `signUpThrottle` sign-ups
 *   per address, `passwordPolicy` is the pool's. `signOuts` keeps the accounts' sign-outs; `apiSignOutUrl` is the
 *   API's sign-out call (shared-contract's `signOut`), told of every sign-out with the learner's own access
 *   token; without it sign-outs end only the provider's side.
 * @returns {http.RequestListener}
 */
export function createIdentityFront({
  providerSocket,
  adminSecret,
  publicJwk,
  issuerDomain,
  throttles,
  resendThrottles,
  signUpThrottle,
  passwordPolicy,
  signOuts,
  apiSignOutUrl,
  now = () => Date.now(),
  log = console,
}) {
  const adminDigest = digest(adminSecret);
  const jwks = createLocalJWKSet({ keys: [publicJwk] });
  const accountOf = createAccountLookup(providerSocket);
  /** @type {Promise<Awaited<ReturnType<typeof openSignOutStore>>>} */
  const signOutStore = signOuts ? Promise.resolve(signOuts) : openSignOutStore({ now });

  const isSiteTooling = (req) => {
    const given = req.headers[ADMIN_SECRET_HEADER];
    return (
      isLoopback(req.socket.remoteAddress) &&
      typeof given === 'string' &&
      timingSafeEqual(digest(given), adminDigest)
    );
  };

  /**
   * A token of this installation's key, from one of its pools, not expired: its claims, with `account` (whose
   * sign-outs it answers to) and `startedAt` (the second its session began); undefined for anything else.
   */
  async function verified(token, usernameClaim) {
    if (typeof token !== 'string' || !token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ['RS256'],
        clockTolerance: TOKEN_CLOCK_TOLERANCE_SECONDS,
        currentDate: new Date(now()),
        requiredClaims: ['exp', 'iss', 'iat'],
      });
      const username = payload[usernameClaim];
      if (!String(payload.iss).startsWith(`${issuerDomain}/`) || typeof username !== 'string')
        return undefined;
      const startedAt = typeof payload.auth_time === 'number' ? payload.auth_time : Number(payload.iat);
      return { ...payload, account: `${payload.iss} ${username}`, startedAt };
    } catch {
      return undefined;
    }
  }

  /** Whether the token's session began before its account's last sign-out. */
  const signedOut = async (token) => token.startedAt < (await signOutStore).revokedBefore(token.account);

  const verifiedAccessToken = async (token) => {
    const claims = await verified(token, 'username');
    return claims?.token_use === 'access' && typeof claims.client_id === 'string' ? claims : undefined;
  };
  // cognito-local's refresh tokens are JWTs it signs too, naming the account in cognito:username.
  const verifiedRefreshToken = async (token) => {
    const claims = await verified(token, 'cognito:username');
    return claims && claims.token_use === undefined ? claims : undefined;
  };

  /**
   * Tells the API that the access token's account signed out, with that token: the API records a sign-out only
   * for the token's own account, so the front needs no credential of its own there. True when the API refuses
   * the token from now on (it recorded the sign-out, or refused the token already); otherwise answers that the
   * sign-out could not be recorded, and false: a sign-out is never reported done when it was not.
   */
  async function toldApi(res, accessToken) {
    if (!apiSignOutUrl) return true;
    let status;
    try {
      const answer = await fetch(apiSignOutUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      await answer.arrayBuffer();
      status = answer.status;
    } catch (error) {
      log.error(`identity: the API did not answer the sign-out: ${error.message}`);
    }
    if (status !== undefined && ((status >= 200 && status < 300) || status === 401)) return true;
    if (status !== undefined) log.error(`identity: the API answered the sign-out with ${status}`);
    fail(res, 503, 'InternalErrorException', SIGN_OUT_NOT_RECORDED);
    return false;
  }

  /**
   * The second a sign-out made now ends the sessions before, as the API counts it (api/src/identity/revocations.ts):
   * tokens carry whole seconds, so one of the sign-out's own second is let through, and a sign-in right after a
   * sign-out always works.
   */
  const signOutSecond = () => Math.floor(now() / 1000);

  // Password and code checks run one at a time (cognito-local answers them in milliseconds), so a burst of
  // parallel guesses meets the count of the ones before it instead of all passing the check at once.
  let checks = Promise.resolve();
  const oneAtATime = (check) => {
    const result = checks.then(check);
    checks = result.catch(() => {});
    return result;
  };

  /**
   * What a name given for an account counts against: the account it names, found before counting, so that its
   * e-mail address, an alias and its `sub` share one budget; and the name as typed (trimmed, any case), so that
   * a name that names no account is held like one that does and spellings the provider tells apart add up.
   */
  async function accountKeys(clientId, name) {
    const typed = typeof name === 'string' ? name : '';
    const account = await accountOf(clientId, typed);
    const keys = [`name:${typed.trim().toLowerCase()}`];
    return account ? [`account:${account}`, ...keys] : keys;
  }

  /**
   * A password or code check: refused while the account or the address is throttled; a failure counts against
   * both and answers `failure` whatever cognito-local said (so unknown accounts look like known ones).
   */
  async function guarded(req, res, body, options) {
    const keys = await accountKeys(options.clientId, options.account);
    await oneAtATime(() => check(req, res, body, keys, options));
  }

  /** Answers 429 with the wait in words while an account key or the address is held; true when it did. */
  function answeredHeld(res, held, keys, address, tooMany) {
    const waitMs = Math.max(
      held.address.retryAfterMs(address),
      ...keys.map((key) => held.account.retryAfterMs(key)),
    );
    if (waitMs <= 0) return false;
    fail(
      res,
      429,
      'TooManyRequestsException',
      `${tooMany} Please wait ${waitInWords(waitMs)} and try again.`,
      { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    );
    return true;
  }

  async function check(req, res, body, keys, { failureTypes, failure, tooMany, isFailure }) {
    const address = addressGroup(req.socket.remoteAddress);
    if (answeredHeld(res, throttles, keys, address, tooMany)) return;
    const answer = await upstreamCall(providerSocket, req, body);
    if (failureTypes.includes(errorType(answer)) || isFailure?.(answer)) {
      for (const key of keys) throttles.account.failed(key);
      throttles.address.failed(address);
      fail(res, 400, failure.type, failure.message);
      return;
    }
    if (answer.status === 200) for (const key of keys) throttles.account.succeeded(key);
    answerWith(res, answer);
  }

  const signInGuard = {
    failureTypes: ['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'],
    failure: { type: 'NotAuthorizedException', message: WRONG_CREDENTIALS },
    tooMany: 'Too many sign-in attempts.',
    // A user still to choose a password gets a challenge without any password check: not a sign-in here.
    isFailure: (answer) => answer.status === 200 && answer.json?.ChallengeName === 'NEW_PASSWORD_REQUIRED',
  };
  const codeGuard = {
    failureTypes: [
      'CodeMismatchException',
      'ExpiredCodeException',
      'NotAuthorizedException',
      'UserNotFoundException',
    ],
    failure: { type: 'CodeMismatchException', message: WRONG_CODE },
    tooMany: 'Too many attempts.',
  };

  const codeSentTo = (username) => ({
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: username,
  });

  const requireText = (res, input, field) => {
    if (typeof input?.[field] === 'string' && input[field] !== '') return true;
    fail(res, 400, 'InvalidParameterException', `${field} is required.`);
    return false;
  };

  /** Answers 400 as Cognito does when the new password breaks the pool's policy; true when it did. */
  const refusedPassword = (res, password) => {
    const failure = passwordPolicyFailure(password, passwordPolicy);
    if (failure) fail(res, 400, 'InvalidPasswordException', failure);
    return failure !== undefined;
  };

  /**
   * Counts a mail before the provider is asked (parallel asks meet the count), for unknown accounts alike;
   * answers 429 with the wait instead while an account key or the address is held. True when it answered.
   */
  const heldMail = (req, res, held, keys, tooMany) => {
    const address = addressGroup(req.socket.remoteAddress);
    if (answeredHeld(res, held, keys, address, tooMany)) return true;
    for (const key of keys) held.account.failed(key);
    held.address.failed(address);
    return false;
  };
  // A code is held per account and address together: a stranger asking for an account's codes must not hold back
  // its owner's new code or reset from where they are (the address's own count bounds the stranger).
  const heldCode = async (req, res, input, tooMany) => {
    const where = addressGroup(req.socket.remoteAddress);
    const keys = (await accountKeys(input.ClientId, input.Username)).map((key) => `${key} ${where}`);
    return heldMail(req, res, resendThrottles, keys, tooMany);
  };
  // Sign-ups count per address only, in a budget of their own (a classroom signing up is not held back by its
  // reset codes): each spelling of an address is an account of its own to cognito-local.
  const signUpMail = { account: NEVER_HELD_THROTTLE, address: signUpThrottle };

  /** The operations browsers may call, each with its checks. */
  const browserTargets = {
    async SignUp(req, res, body, input) {
      if (!requireText(res, input, 'Username') || !requireText(res, input, 'Password')) return;
      if (refusedPassword(res, input.Password)) return;
      // A sign-up mails a code: counted per address, not per account, so the learner may still ask for a new
      // code at once.
      if (heldMail(req, res, signUpMail, [], 'Too many sign-ups.')) return;
      const answer = await upstreamCall(providerSocket, req, body);
      // Cognito says 'User already exists' here; this answers as for a new account (no account is made and
      // no code sent, so its confirmation fails like a wrong code), so sign-up does not reveal who has one.
      if (errorType(answer) === 'UsernameExistsException') {
        send(res, 200, {
          CodeDeliveryDetails: codeSentTo(String(input.Username)),
          UserConfirmed: false,
          UserSub: randomUUID(),
        });
        return;
      }
      answerWith(res, answer);
    },
    async ConfirmSignUp(req, res, body, input) {
      if (!requireText(res, input, 'Username') || !requireText(res, input, 'ConfirmationCode')) return;
      await guarded(req, res, body, { ...codeGuard, clientId: input.ClientId, account: input.Username });
    },
    async ResendConfirmationCode(req, res, body, input) {
      if (!requireText(res, input, 'Username')) return;
      // Each code is mail in someone's inbox: every one asked for makes the next wait longer.
      if (await heldCode(req, res, input, 'Too many new codes were asked for.')) return;
      const answer = await upstreamCall(providerSocket, req, body);
      // Cognito says 'User not found' or 'User is already confirmed.'; this answers both as a code sent (as
      // sign-up does for a taken address), so asking for a code does not reveal who has an account.
      if (
        answer.status === 200 ||
        errorType(answer) === 'UserNotFoundException' ||
        (errorType(answer) === 'InvalidParameterException' &&
          answer.json?.message === 'User is already confirmed.')
      ) {
        send(res, 200, { CodeDeliveryDetails: codeSentTo(input.Username) });
        return;
      }
      answerWith(res, answer);
    },
    async InitiateAuth(req, res, body, input) {
      if (input.AuthFlow === 'REFRESH_TOKEN_AUTH' || input.AuthFlow === 'REFRESH_TOKEN') {
        // cognito-local takes any refresh token it has stored, expired or signed out everywhere.
        const refresh = await verifiedRefreshToken(input.AuthParameters?.REFRESH_TOKEN);
        if (!refresh) fail(res, 400, 'NotAuthorizedException', 'Invalid Refresh Token');
        else if (await signedOut(refresh))
          fail(res, 400, 'NotAuthorizedException', 'Refresh Token has been revoked');
        else await passOn(req, res, body);
        return;
      }
      if (input.AuthFlow !== 'USER_PASSWORD_AUTH') {
        fail(
          res,
          400,
          'InvalidParameterException',
          'AuthFlow must be USER_PASSWORD_AUTH or REFRESH_TOKEN_AUTH.',
        );
        return;
      }
      const username = input.AuthParameters?.USERNAME;
      await guarded(req, res, body, { ...signInGuard, clientId: input.ClientId, account: username });
    },
    GetUser: withAccessToken,
    async UpdateUserAttributes(req, res, body, input) {
      // cognito-local lets a learner set any address as their verified e-mail (even another account's), and
      // the e-mail is the account's sign-in name: here it stays as it was confirmed.
      const fixed = (Array.isArray(input.UserAttributes) ? input.UserAttributes : [])
        .map((attribute) => String(attribute?.Name))
        .find((name) => FIXED_ATTRIBUTES.includes(name));
      if (fixed) {
        fail(res, 400, 'InvalidParameterException', `user.${fixed}: Attribute cannot be updated here.`);
        return;
      }
      await withAccessToken(req, res, body, input);
    },
    // cognito-local has no GlobalSignOut (it answered 500). Here it ends every session of the account: the API is
    // told first, then the account's refresh tokens from before now stop working.
    async GlobalSignOut(req, res, body, input) {
      const token = await liveAccessToken(res, input.AccessToken);
      if (!token) return;
      if (!(await toldApi(res, input.AccessToken))) return;
      try {
        await (await signOutStore).record(token.account, signOutSecond());
      } catch (error) {
        log.error(`identity: could not keep a sign-out: ${error.message}`);
        fail(res, 503, 'InternalErrorException', SIGN_OUT_NOT_RECORDED);
        return;
      }
      send(res, 200, {});
    },
    // A revoked refresh token's access tokens end too, as in Cognito: the API is told with an access token the
    // refresh token still gets (the only proof of the account it carries), before cognito-local forgets it, so a
    // retry after a failure can still tell the API.
    async RevokeToken(req, res, body, input) {
      if (!requireText(res, input, 'Token') || !requireText(res, input, 'ClientId')) return;
      const refresh = await verifiedRefreshToken(input.Token);
      if (!refresh) {
        fail(res, 400, 'NotAuthorizedException', 'Invalid Refresh Token');
        return;
      }
      if (!(await signedOut(refresh))) {
        const minted = await providerCall(providerSocket, 'InitiateAuth', {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: input.ClientId,
          AuthParameters: { REFRESH_TOKEN: input.Token },
        });
        const accessToken = minted.json?.AuthenticationResult?.AccessToken;
        if (typeof accessToken === 'string' && !(await toldApi(res, accessToken))) return;
      }
      await passOn(req, res, body);
    },
    async ForgotPassword(req, res, body, input) {
      if (!requireText(res, input, 'Username')) return;
      if (await heldCode(req, res, input, 'Too many password reset codes were asked for.')) return;
      const answer = await upstreamCall(providerSocket, req, body);
      // Answered with the name as given, known or not: cognito-local's answer names the account's address,
      // which would turn an account id into its e-mail address. Whatever cognito-local says of the account (none,
      // disabled, no address to mail) gets the same answer, so asking for a reset does not reveal who has one.
      if (answer.status === 200 || RESET_REFUSALS_OF_THE_ACCOUNT.includes(errorType(answer))) {
        send(res, 200, { CodeDeliveryDetails: codeSentTo(input.Username) });
        return;
      }
      answerWith(res, answer);
    },
    async ConfirmForgotPassword(req, res, body, input) {
      // cognito-local compares the code with the stored one, and with none stored a missing code matches:
      // without this check anyone could set a confirmed account's password.
      if (!requireText(res, input, 'Username') || !requireText(res, input, 'ConfirmationCode')) return;
      if (refusedPassword(res, input.Password)) return;
      await guarded(req, res, body, { ...codeGuard, clientId: input.ClientId, account: input.Username });
    },
  };

  async function passOn(req, res, body) {
    answerWith(res, await upstreamCall(providerSocket, req, body));
  }

  // cognito-local reads these operations' access token without checking its signature or expiry, and knows
  // nothing of sign-outs.
  async function withAccessToken(req, res, body, input) {
    if (await liveAccessToken(res, input.AccessToken)) await passOn(req, res, body);
  }

  /** The verified access token, unless it is invalid or signed out: then the refusal is answered and undefined. */
  async function liveAccessToken(res, accessToken) {
    const token = await verifiedAccessToken(accessToken);
    if (token && !(await signedOut(token))) return token;
    fail(
      res,
      400,
      'NotAuthorizedException',
      token ? 'Access Token has been revoked' : 'Invalid Access Token',
    );
    return undefined;
  }

  async function handle(req, res) {
    const { pathname } = new URL(req.url ?? '/', 'http://identity-provider');
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (GET_PATHS.some((pattern) => pattern.test(pathname)))
        relay(res, await upstreamCall(providerSocket, req));
      else fail(res, 404, 'ResourceNotFoundException', 'Not found.');
      return;
    }
    if (req.method === 'OPTIONS') {
      relay(res, await upstreamCall(providerSocket, req));
      return;
    }
    if (req.method !== 'POST' || pathname !== '/') {
      fail(res, 404, 'ResourceNotFoundException', 'Not found.');
      return;
    }

    let body;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error.tooLarge) fail(res, 413, 'InvalidParameterException', 'The request body is too large.');
      return;
    }
    if (isSiteTooling(req)) {
      await passOn(req, res, body);
      return;
    }
    const header = req.headers['x-amz-target'];
    const target =
      typeof header === 'string' && header.startsWith(TARGET_PREFIX)
        ? header.slice(TARGET_PREFIX.length)
        : '';
    const operation = Object.hasOwn(browserTargets, target) ? browserTargets[target] : undefined;
    if (!operation) {
      log.warn(
        `identity: refused ${target || 'a request without a target'} from ${req.socket.remoteAddress}`,
      );
      fail(res, 403, 'NotAuthorizedException', NOT_FOR_BROWSERS);
      return;
    }
    let input;
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      input = undefined;
    }
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      fail(res, 400, 'InvalidParameterException', 'The request body must be a JSON object.');
      return;
    }
    await operation(req, res, body, input);
  }

  return (req, res) => {
    handle(req, res).catch((error) => {
      log.error(`identity: ${error.message}`);
      if (!res.headersSent) fail(res, 502, 'InternalErrorException', 'The identity provider did not answer.');
      else res.destroy();
    });
  };
}
