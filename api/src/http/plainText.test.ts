import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toPlainText } from './plainText';

describe('toPlainText', () => {
  it('drops tags and comments but keeps their text and ordinary angle brackets', () => {
    assert.equal(toPlainText('<b>Great</b> post!<script>alert(1)</script>'), 'Great post!alert(1)');
    assert.equal(toPlainText('<img src=x onerror="alert(1)">Nice'), 'Nice');
    assert.equal(toPlainText('x<!-- hidden -->y'), 'xy');
    assert.equal(toPlainText('if a < b and b > c'), 'if a < b and b > c');
    assert.equal(toPlainText('  line one\nline two\u0007 '), 'line one\nline two');
    assert.equal(toPlainText('<p></p>'), '');
  });
});
