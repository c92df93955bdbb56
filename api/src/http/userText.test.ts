import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asTyped } from './userText';

describe('asTyped', () => {
  it('keeps what looks like markup or code exactly as typed', () => {
    for (const typed of ['a<b and c>d', 'print("<hi>")', '<scr<b>ipt>', '<b>Great</b> post!', 'x<!-- y -->z'])
      assert.equal(asTyped(typed), typed);
  });

  it('drops control characters other than tab and line breaks, and the blanks around the text', () => {
    assert.equal(asTyped('  line one\nline\ttwo\u0007\u0000 '), 'line one\nline\ttwo');
    assert.equal(asTyped('\u0007'), '');
  });
});
