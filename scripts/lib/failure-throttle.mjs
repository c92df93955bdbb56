// A growing delay after repeated failures (wrong passwords, wrong codes), per key (an account or an address).
// rate-limiter-flexible counts requests in fixed blocks; a delay that doubles with each further failure and
// ends on success is this small map, with no dependency. It lives in the identity provider's one process
// (decision 0008); its size limit never lets unheld keys push out held ones.

/**
 * @param {{ freeFailures: number, windowMs: number, baseDelayMs: number, maxDelayMs: number,
 *   maxKeys?: number, now?: () => number }} options `freeFailures` failures within `windowMs` of each other are
 *   answered; from then on each failure refuses the key for `baseDelayMs`, doubling up to `maxDelayMs`.
 */
export function createFailureThrottle({
  freeFailures,
  windowMs,
  baseDelayMs,
  maxDelayMs,
  maxKeys = 100_000,
  now = Date.now,
}) {
  /** key -> { failures, lastFailure, blockedUntil }, least recently failed first. */
  const entries = new Map();

  const expired = (entry, time) => time - entry.lastFailure > windowMs && time >= entry.blockedUntil;
  const held = (entry, time) => entry.blockedUntil > time;

  /**
   * Makes room at the size limit (an attack from very many keys). A flood of one-off failures must not wash out
   * the keys it is meant to protect, so what goes first is what protects least: finished keys, then keys that
   * never reached their free failures, then keys not held now (least recent first), and only when every key
   * is held, the holds that end soonest. It frees a tenth of the table at once, so a flood at the limit pays
   * for a pass over the table once per `maxKeys / 10` new keys, not on every one.
   */
  function prune(time) {
    const target = Math.max(0, maxKeys - Math.max(1, Math.floor(maxKeys / 10)));
    const dropWhile = (drop) => {
      for (const [key, entry] of entries) {
        if (entries.size <= target) return;
        if (drop(entry)) entries.delete(key);
      }
    };
    for (const [key, entry] of entries) if (expired(entry, time)) entries.delete(key);
    dropWhile((entry) => !held(entry, time) && entry.failures < freeFailures);
    dropWhile((entry) => !held(entry, time));
    if (entries.size <= target) return;
    const soonestFirst = [...entries].sort(([, a], [, b]) => a.blockedUntil - b.blockedUntil);
    for (const [key] of soonestFirst.slice(0, entries.size - target)) entries.delete(key);
  }

  return {
    /** Milliseconds until the key may try again; 0 when it may now. */
    retryAfterMs(key) {
      const entry = entries.get(key);
      return entry ? Math.max(0, entry.blockedUntil - now()) : 0;
    },

    failed(key) {
      const time = now();
      let entry = entries.get(key);
      if (!entry || expired(entry, time)) {
        if (!entry && entries.size >= maxKeys) prune(time);
        entry = { failures: 0, lastFailure: time, blockedUntil: 0 };
      }
      entries.delete(key);
      entries.set(key, entry);
      entry.failures += 1;
      entry.lastFailure = time;
      const over = entry.failures - freeFailures;
      if (over >= 0) entry.blockedUntil = time + Math.min(maxDelayMs, baseDelayMs * 2 ** Math.min(over, 30));
    },

    succeeded(key) {
      entries.delete(key);
    },
  };
}

/** 'N seconds' or, from two minutes on, 'N minutes' (rounded up, so the wait is never understated). */
export function waitInWords(ms) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

const positive = (env, name, fallback) => {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`${name} must be a whole number of at least 1, not '${value}'`);
  return number;
};

/** A throttle's settings from `<prefix>_*` variables, each defaulting to `defaults`' value. */
function settingsFromEnv(env, prefix, defaults, [perAccount, perAddress]) {
  const common = {
    windowMs: positive(env, `${prefix}_WINDOW_SECONDS`, defaults.windowSeconds) * 1000,
    baseDelayMs: positive(env, `${prefix}_DELAY_SECONDS`, defaults.delaySeconds) * 1000,
    maxDelayMs: positive(env, `${prefix}_MAX_DELAY_SECONDS`, defaults.maxDelaySeconds) * 1000,
  };
  return {
    account: { ...common, freeFailures: positive(env, `${prefix}_${perAccount}`, defaults.perAccount) },
    address: { ...common, freeFailures: positive(env, `${prefix}_${perAddress}`, defaults.perAddress) },
  };
}

/** The sign-in throttle's settings from the environment (see README, configuration). */
export function throttleSettingsFromEnv(env = process.env) {
  return settingsFromEnv(
    env,
    'IDENTITY_SIGNIN',
    { windowSeconds: 900, delaySeconds: 1, maxDelaySeconds: 900, perAccount: 5, perAddress: 20 },
    ['FAILURES_PER_ACCOUNT', 'FAILURES_PER_ADDRESS'],
  );
}

/**
 * The settings of the throttle on new confirmation codes from the environment (see README, configuration):
 * each code is mail in someone's inbox, so each one sent counts as a "failure" here.
 */
export function resendThrottleSettingsFromEnv(env = process.env) {
  return settingsFromEnv(
    env,
    'IDENTITY_RESEND',
    { windowSeconds: 3600, delaySeconds: 30, maxDelaySeconds: 3600, perAccount: 1, perAddress: 20 },
    ['CODES_PER_ACCOUNT', 'CODES_PER_ADDRESS'],
  );
}
