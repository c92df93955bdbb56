import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  createFailureThrottle,
  resendThrottleSettingsFromEnv,
  throttleSettingsFromEnv,
  waitInWords,
} from './failure-throttle.mjs';

function throttle(options = {}) {
  const clock = { time: 0 };
  const limiter = createFailureThrottle({
    freeFailures: 3,
    windowMs: 60_000,
    baseDelayMs: 1000,
    maxDelayMs: 10_000,
    now: () => clock.time,
    ...options,
  });
  return { clock, limiter };
}

test('after the free failures each further failure doubles the wait, up to the cap', () => {
  const { clock, limiter } = throttle();
  const waits = [];
  for (let failure = 1; failure <= 8; failure += 1) {
    limiter.failed('ada');
    waits.push(limiter.retryAfterMs('ada'));
    clock.time += limiter.retryAfterMs('ada');
  }
  assert.deepEqual(waits, [0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  assert.equal(limiter.retryAfterMs('grace'), 0, 'other keys are not held');
});

test('a success clears the key; failures further apart than the window start again', () => {
  const { clock, limiter } = throttle();
  for (let failure = 0; failure < 3; failure += 1) limiter.failed('ada');
  limiter.succeeded('ada');
  limiter.failed('ada');
  assert.equal(limiter.retryAfterMs('ada'), 0);

  for (let failure = 0; failure < 2; failure += 1) limiter.failed('grace');
  clock.time += 60_001;
  limiter.failed('grace');
  assert.equal(limiter.retryAfterMs('grace'), 0);
});

test('at its size limit it forgets finished keys first, then, when all are held, the holds that end soonest', () => {
  const { clock, limiter } = throttle({ maxKeys: 2, freeFailures: 1 });
  limiter.failed('a');
  limiter.failed('b');
  limiter.failed('c');
  assert.equal(limiter.retryAfterMs('a'), 0);
  assert.equal(limiter.retryAfterMs('c'), 1000);
  clock.time += 120_000;
  limiter.failed('d');
  assert.equal(limiter.retryAfterMs('d'), 1000);
});

test('a flood of one-off failures from new keys never pushes out a held key', () => {
  const { clock, limiter } = throttle({ maxKeys: 100 });
  for (let failure = 0; failure < 4; failure += 1) limiter.failed('victim');
  assert.equal(limiter.retryAfterMs('victim'), 2000);
  // Ten times the table in unknown names, one failure each, as an attack from many addresses sends them.
  for (let name = 0; name < 1000; name += 1) {
    limiter.failed(`unknown-${name}`);
    clock.time += 1;
  }
  assert.equal(limiter.retryAfterMs('victim'), 1000, 'still held, for the rest of its wait');
  clock.time += 1000;
  limiter.failed('victim');
  assert.equal(limiter.retryAfterMs('victim'), 4000, 'its count went on: the next failure doubles the wait');
});

test('at its size limit keys not held now go first, even when a held key is the oldest', () => {
  const { clock, limiter } = throttle({ maxKeys: 10, freeFailures: 2 });
  for (let failure = 0; failure < 4; failure += 1) limiter.failed('victim');
  for (let key = 0; key < 9; key += 1) {
    limiter.failed(`waited-${key}`);
    limiter.failed(`waited-${key}`);
  }
  clock.time += 1500;
  assert.equal(limiter.retryAfterMs('waited-0'), 0, 'their first wait is over');
  limiter.failed('newcomer');
  assert.equal(limiter.retryAfterMs('victim'), 2500, 'the oldest key, but held: kept');
  limiter.failed('waited-0');
  assert.equal(limiter.retryAfterMs('waited-0'), 0, 'forgotten: it starts again');
  limiter.failed('waited-8');
  assert.equal(limiter.retryAfterMs('waited-8'), 2000, 'kept: its count goes on');
});

test('waits read in whole seconds, from two minutes on in minutes, never understated', () => {
  assert.equal(waitInWords(1), '1 second');
  assert.equal(waitInWords(1001), '2 seconds');
  assert.equal(waitInWords(119_000), '119 seconds');
  assert.equal(waitInWords(900_000), '15 minutes');
  assert.equal(waitInWords(121_000), '3 minutes');
});

test('the limits come from the environment, with defaults, and a bad value names its variable', () => {
  assert.deepEqual(throttleSettingsFromEnv({}), {
    account: { windowMs: 900_000, baseDelayMs: 1000, maxDelayMs: 900_000, freeFailures: 5 },
    address: { windowMs: 900_000, baseDelayMs: 1000, maxDelayMs: 900_000, freeFailures: 20 },
  });
  assert.equal(
    throttleSettingsFromEnv({ IDENTITY_SIGNIN_FAILURES_PER_ACCOUNT: '8' }).account.freeFailures,
    8,
  );
  assert.throws(
    () => throttleSettingsFromEnv({ IDENTITY_SIGNIN_DELAY_SECONDS: '0.5' }),
    /IDENTITY_SIGNIN_DELAY_SECONDS must be a whole number of at least 1, not '0.5'/,
  );
});

test('new confirmation codes have limits of their own: one free per account, then from 30 s up to an hour', () => {
  assert.deepEqual(resendThrottleSettingsFromEnv({}), {
    account: { windowMs: 3_600_000, baseDelayMs: 30_000, maxDelayMs: 3_600_000, freeFailures: 1 },
    address: { windowMs: 3_600_000, baseDelayMs: 30_000, maxDelayMs: 3_600_000, freeFailures: 20 },
  });
  assert.equal(
    resendThrottleSettingsFromEnv({ IDENTITY_RESEND_DELAY_SECONDS: '5' }).address.baseDelayMs,
    5000,
  );
  assert.throws(
    () => resendThrottleSettingsFromEnv({ IDENTITY_RESEND_CODES_PER_ACCOUNT: '0' }),
    /IDENTITY_RESEND_CODES_PER_ACCOUNT must be a whole number of at least 1, not '0'/,
  );
});
