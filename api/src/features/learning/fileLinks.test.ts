import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFileLink, FILE_LINK_SECONDS, signFileLink } from './fileLinks';

const settings = { baseUrl: 'https://api.example.com/dev', secret: 'secret-1' };
const NOW = Date.UTC(2025, 0, 1);

function parts(link: string) {
  const url = new URL(link);
  return {
    path: url.pathname.replace('/dev', ''),
    expires: url.searchParams.get('expires') ?? undefined,
    signature: url.searchParams.get('signature') ?? undefined,
  };
}

describe('signed file links', () => {
  it('point at the API with an expiry FILE_LINK_SECONDS ahead', () => {
    const link = signFileLink(settings, '/files/courses/free-trial.zip', NOW);
    assert.match(
      link,
      /^https:\/\/api\.example\.com\/dev\/files\/courses\/free-trial\.zip\?expires=\d+&signature=[\w-]{43}$/,
    );
    assert.equal(Number(parts(link).expires), NOW / 1000 + FILE_LINK_SECONDS);
  });

  it('hold until they expire, and not a second longer', () => {
    const { path, expires, signature } = parts(signFileLink(settings, '/files/lessons/todo_app.py', NOW));
    assert.equal(checkFileLink('secret-1', path, expires, signature, NOW), 'valid');
    assert.equal(
      checkFileLink('secret-1', path, expires, signature, NOW + FILE_LINK_SECONDS * 1000 - 1),
      'valid',
    );
    assert.equal(
      checkFileLink('secret-1', path, expires, signature, NOW + FILE_LINK_SECONDS * 1000),
      'expired',
    );
  });

  it('are refused for another path, another expiry, another secret or a missing part', () => {
    const { path, expires, signature } = parts(signFileLink(settings, '/files/lessons/todo_app.py', NOW));
    assert.equal(
      checkFileLink('secret-1', '/files/lessons/guestbook.zip', expires, signature, NOW),
      'invalid',
    );
    assert.equal(checkFileLink('secret-1', path, String(Number(expires) + 1), signature, NOW), 'invalid');
    assert.equal(checkFileLink('secret-2', path, expires, signature, NOW), 'invalid');
    assert.equal(checkFileLink('secret-1', path, undefined, signature, NOW), 'invalid');
    assert.equal(checkFileLink('secret-1', path, expires, undefined, NOW), 'invalid');
    assert.equal(checkFileLink('secret-1', path, `${expires}.5`, signature, NOW), 'invalid');
  });

  it('are made only for learner files; other addresses are handed out as stored', () => {
    assert.equal(signFileLink(settings, 'https://example.com/x.zip', NOW), 'https://example.com/x.zip');
    assert.equal(signFileLink(settings, '/files/courses/../secret', NOW), '/files/courses/../secret');
  });
});
