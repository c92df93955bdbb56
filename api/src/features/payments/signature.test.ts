import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { signWebhook, verifyWebhook } from './signature';
import { loadOrCreateWebhookSecret, WEBHOOK_SECRET_FILE } from './webhookSecret';

const body = Buffer.from('{"type":"payment.succeeded","paymentId":"p1","amount":89,"currency":"USD"}');

describe('webhook signatures', () => {
  it('accepts the exact body signed with the secret', () => {
    assert.equal(verifyWebhook('secret', signWebhook('secret', body), body), true);
  });

  it('refuses another secret, a changed body, a stale timestamp, or a malformed header', () => {
    const now = Date.now();
    assert.equal(verifyWebhook('secret', signWebhook('other', body), body), false);
    assert.equal(
      verifyWebhook('secret', signWebhook('secret', body), Buffer.from(body.toString().replace('89', '1'))),
      false,
    );
    assert.equal(
      verifyWebhook('secret', signWebhook('secret', body, now - 10 * 60 * 1000), body, now),
      false,
    );
    for (const header of [
      undefined,
      '',
      't=abc,v1=00',
      `t=${Math.floor(now / 1000)}`,
      `t=${Math.floor(now / 1000)},v1=zz`,
    ]) {
      assert.equal(verifyWebhook('secret', header, body, now), false, String(header));
    }
  });
  it('accepts a header with several v1 signatures when any one matches, so the secret can be rotated', () => {
    const now = Date.now();
    const timestamp = Math.floor(now / 1000);
    const wrong = signWebhook('old-secret', body, now).split(',')[1];
    const right = signWebhook('secret', body, now).split(',')[1];
    assert.equal(verifyWebhook('secret', `t=${timestamp},${wrong},${right}`, body, now), true);
    assert.equal(verifyWebhook('secret', `t=${timestamp},${right},${wrong}`, body, now), true);
    assert.equal(verifyWebhook('secret', `t=${timestamp},${wrong},v1=00`, body, now), false);
    assert.equal(verifyWebhook('secret', `t=${timestamp},${wrong},v1=`, body, now), false);
  });
});

describe('generated webhook secret', () => {
  it('is created once per data directory, owner-only, and reused', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'api-secret-'));
    try {
      const first = loadOrCreateWebhookSecret(path.join(dir, 'data'));
      assert.equal(first.length, 64);
      assert.equal(loadOrCreateWebhookSecret(path.join(dir, 'data')), first);
      const file = path.join(dir, 'data', WEBHOOK_SECRET_FILE);
      assert.equal(await readFile(file, 'utf8'), first);
      assert.equal((await stat(file)).mode & 0o777, 0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
