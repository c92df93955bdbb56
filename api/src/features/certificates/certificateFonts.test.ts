import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cachedFontkit, fallbackFaceFor, loadOnce, primaryFace } from './certificateFonts';

describe('certificate fonts', () => {
  it('reads again after a failed read, and only once after a good one', async () => {
    let reads = 0;
    const load = loadOnce(async () => {
      reads += 1;
      if (reads === 1) throw new Error('EMFILE: too many open files');
      return 'font';
    });
    await assert.rejects(load(), /EMFILE/);
    assert.equal(await load(), 'font', 'the failure was not kept');
    assert.equal(await load(), 'font');
    assert.equal(reads, 2);
  });

  it('parses a font file once for every PDF', async () => {
    const face = await primaryFace('bold');
    assert.equal(cachedFontkit.create(face.bytes), face.font);
    assert.equal(await primaryFace('bold'), face);
  });

  it('finds a fallback for Han, kana, Hangul, Devanagari and Thai, and none for a script it lacks', async () => {
    for (const character of ['陈', 'さ', '민', 'आ', 'ธ']) {
      const codePoint = character.codePointAt(0) ?? 0;
      const face = await fallbackFaceFor(codePoint, 'bold');
      assert.ok(face?.font.hasGlyphForCodePoint(codePoint), character);
    }
    assert.equal(await fallbackFaceFor('ཀ'.codePointAt(0) ?? 0, 'regular'), undefined, 'Tibetan');
  });
});
