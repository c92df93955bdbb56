import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { tooManyRequests } from '../http/rateLimits';

/** Asserts the API's answer over a one-minute limit: 429, a Retry-After within the minute, and the message. */
export function assertLimitedForAMinute(response: LightMyRequestResponse, label: string): void {
  assert.equal(response.statusCode, 429, `${label}: ${response.body}`);
  const retryAfter = Number(response.headers['retry-after']);
  assert.ok(retryAfter >= 59 && retryAfter <= 60, `${label}: Retry-After ${retryAfter}`);
  assert.deepEqual(response.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    message: tooManyRequests(retryAfter),
  });
}
