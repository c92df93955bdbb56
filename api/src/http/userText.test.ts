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

  it('drops the controls that reorder how text reads, keeping right-to-left marks and emoji joiners', () => {
    assert.equal(asTyped('PyLearn Team \u202egnp.exe'), 'PyLearn Team gnp.exe');
    assert.equal(asTyped('\u2066a\u2067b\u2068c\u2069 \u202a\u202b\u202c\u202d'), 'abc');
    assert.equal(asTyped('שלום\u200f print'), 'שלום\u200f print');
    const family = '\u{1F468}\u200d\u{1F469}\u200d\u{1F467}';
    assert.equal(asTyped(family), family);
  });
});
