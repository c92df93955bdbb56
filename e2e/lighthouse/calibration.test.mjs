import assert from 'node:assert/strict';
import { test } from 'node:test';
import { calibratedSlowdown } from './calibration.mjs';

const rounded = (index) => Math.round(calibratedSlowdown(index) * 100) / 100;

test("gives Lighthouse's default 4x to its reference host and less to a slower one, more to a faster one", () => {
  assert.equal(rounded(1533), 4);
  assert.equal(rounded(1300), 3);
  assert.equal(rounded(1050), 2.5);
  assert.equal(rounded(800), 2);
  assert.equal(rounded(150), 1);
  assert.equal(rounded(2000), 6);
});

test('is continuous where the fit changes its slope', () => {
  for (const edge of [800, 1300])
    assert.ok(Math.abs(calibratedSlowdown(edge - 1e-9) - calibratedSlowdown(edge)) < 1e-6);
});

test('refuses a host too slow to simulate the phone, or no index at all', () => {
  assert.throws(() => calibratedSlowdown(149), /cannot simulate a mid-tier phone/);
  assert.throws(() => calibratedSlowdown(Number.NaN), /cannot simulate a mid-tier phone/);
});
