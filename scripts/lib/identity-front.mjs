// The embedded identity provider's public door. cognito-local answers every operation to anyone, trusts access
// tokens without checking their signature, and tells known from unknown accounts; this front, on the port
// browsers use, passes on only what a visitor or a signed-in learner needs, checks access tokens, throttles
// password and code guesses and the mailing of new codes, and answers unknown accounts like known ones. The admin operations answer only
// the site's own tooling: from loopback and with the installation's admin credential.
import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
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

/** Attributes a learner cannot change: the e-mail is the sign-in name, and its verification is the provider's. */
const FIXED_ATTRIBUTES = ['sub', 'email', 'email_verified', 'phone_number', 'phone_number_verified'];

const GET_PATHS = [/^\/health$/, /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/];

/** A throttle that holds and counts nothing, for a check made per address only. */
const NEVER_HELD_THROTTLE = { retryAfterMs: () => 0, failed() {}, succeeded() {} };

const isLoopback = (address = '') =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

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
 *   log?: Pick<Console, 'warn' | 'error'> }} options `throttles` hold password and code guesses,
 *   `resendThrottles` the mailing of new confirmation and password-reset codes, `signUpThrottle` sign-ups per
 *   address, `passwordPolicy` is the pool's.
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
  log = console,
}) {
  const adminDigest = digest(adminSecret);
  const jwks = createLocalJWKSet({ keys: [publicJwk] });

  const isSiteTooling = (req) => {
    const given = req.headers[ADMIN_SECRET_HEADER];
    return (
      isLoopback(req.socket.remoteAddress) &&
      typeof given === 'string' &&
      timingSafeEqual(digest(given), adminDigest)
    );
  };

  async function validAccessToken(token) {
    if (typeof token !== 'string' || !token) return false;
    try {
      const { payload } = await jwtVerify(token, jwks, {
        algorithms: ['RS256'],
        clockTolerance: TOKEN_CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['exp', 'iss', 'sub', 'client_id'],
      });
      return payload.token_use === 'access' && String(payload.iss).startsWith(`${issuerDomain}/`);
    } catch {
      return false;
    }
  }

  // Password and code checks run one at a time (cognito-local answers them in milliseconds), so a burst of
  // parallel guesses meets the count of the ones before it instead of all passing the check at once.
  let checks = Promise.resolve();
  const oneAtATime = (check) => {
    const result = checks.then(check);
    checks = result.catch(() => {});
    return result;
  };

  /**
   * A password or code check: refused while the account or the address is throttled; a failure counts against
   * both and answers `failure` whatever cognito-local said (so unknown accounts look like known ones).
   */
  const guarded = (req, res, body, options) => oneAtATime(() => check(req, res, body, options));

  const accountKey = (username) => username.trim().toLowerCase();

  /** Answers 429 with the wait in words while the account or the address is held; true when it did. */
  function answeredHeld(res, held, account, address, tooMany) {
    const waitMs = Math.max(held.account.retryAfterMs(account), held.address.retryAfterMs(address));
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

  async function check(req, res, body, { account, failureTypes, failure, tooMany, isFailure }) {
    const key = accountKey(account);
    const address = req.socket.remoteAddress ?? '';
    if (answeredHeld(res, throttles, key, address, tooMany)) return;
    const answer = await upstreamCall(providerSocket, req, body);
    if (failureTypes.includes(errorType(answer)) || isFailure?.(answer)) {
      throttles.account.failed(key);
      throttles.address.failed(address);
      fail(res, 400, failure.type, failure.message);
      return;
    }
    if (answer.status === 200) throttles.account.succeeded(key);
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
   * answers 429 with the wait instead while the account or the address is held. True when it answered.
   */
  const heldMail = (req, res, held, account, tooMany) => {
    const address = req.socket.remoteAddress ?? '';
    if (answeredHeld(res, held, account, address, tooMany)) return true;
    held.account.failed(account);
    held.address.failed(address);
    return false;
  };
  // A code is held per account and address together: a stranger asking for an account's codes must not hold back
  // its owner's new code or reset from where they are (the address's own count bounds the stranger).
  const heldCode = (req, res, username, tooMany) =>
    heldMail(req, res, resendThrottles, `${accountKey(username)} ${req.socket.remoteAddress ?? ''}`, tooMany);
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
      if (heldMail(req, res, signUpMail, '', 'Too many sign-ups.')) return;
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
      await guarded(req, res, body, { ...codeGuard, account: input.Username });
    },
    async ResendConfirmationCode(req, res, body, input) {
      if (!requireText(res, input, 'Username')) return;
      // Each code is mail in someone's inbox: every one asked for makes the next wait longer.
      if (heldCode(req, res, input.Username, 'Too many new codes were asked for.')) return;
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
        await passOn(req, res, body);
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
      await guarded(req, res, body, {
        ...signInGuard,
        account: typeof username === 'string' ? username : '',
      });
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
    GlobalSignOut: withAccessToken,
    RevokeToken: passOn,
    async ForgotPassword(req, res, body, input) {
      if (!requireText(res, input, 'Username')) return;
      if (heldCode(req, res, input.Username, 'Too many password reset codes were asked for.')) return;
      const answer = await upstreamCall(providerSocket, req, body);
      // Answered with the name as given, known or not: cognito-local's answer names the account's address,
      // which would turn an account id into its e-mail address.
      if (answer.status === 200 || errorType(answer) === 'UserNotFoundException') {
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
      await guarded(req, res, body, { ...codeGuard, account: input.Username });
    },
  };

  async function passOn(req, res, body) {
    answerWith(res, await upstreamCall(providerSocket, req, body));
  }

  // cognito-local reads these operations' access token without checking its signature or expiry.
  async function withAccessToken(req, res, body, input) {
    if (!(await validAccessToken(input.AccessToken))) {
      fail(res, 400, 'NotAuthorizedException', 'Invalid Access Token');
      return;
    }
    await passOn(req, res, body);
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
