import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, test } from 'node:test';
import { RECORD, fallbackCopies, pngSize, sha256, staleCopies } from './png-fallbacks.mjs';

/** The smallest PNG header a reader needs: the signature and an IHDR chunk with the size. */
function pngHeader(width, height) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 2"/>';
let images;
beforeEach(() => {
  images = mkdtempSync(path.join(tmpdir(), 'png-fallbacks-'));
  mkdirSync(path.join(images, 'home'));
  writeFileSync(path.join(images, 'home/logo.svg'), SVG);
  writeFileSync(path.join(images, 'home/logo.png'), pngHeader(4, 2));
  // A PNG with no SVG beside it is a picture of its own, not a copy.
  writeFileSync(path.join(images, 'home/photo.png'), pngHeader(8, 8));
});
afterEach(() => rmSync(images, { recursive: true, force: true }));

const current = () => ({ 'home/logo.png': { svgSha256: sha256(SVG), width: 4, height: 2 } });

test('every PNG copy the site serves is its SVG rendered as the SVG is now (scripts/media/render-png-fallbacks.mjs)', () => {
  assert.deepEqual(staleCopies({ record: JSON.parse(readFileSync(RECORD, 'utf8')) }), []);
  assert.ok(fallbackCopies().length > 0);
});

test('a copy whose SVG has changed since it was rendered is stale', () => {
  assert.deepEqual(staleCopies({ images, record: current() }), []);
  writeFileSync(path.join(images, 'home/logo.svg'), SVG.replace('0 0 4 2', '0 0 4 3'));
  assert.deepEqual(staleCopies({ images, record: current() }), [
    'home/logo.png: its SVG changed since it was rendered',
  ]);
});

test('a copy not rendered by the script, or of another size than rendered, is named', () => {
  assert.deepEqual(staleCopies({ images, record: {} }), [
    'home/logo.png: not rendered by scripts/media/render-png-fallbacks.mjs',
  ]);
  writeFileSync(path.join(images, 'home/logo.png'), pngHeader(8, 4));
  assert.deepEqual(staleCopies({ images, record: current() }), ['home/logo.png: 8x4, rendered at 4x2']);
});

test('a recorded copy that is gone is named, and a PNG without an SVG is no copy', () => {
  assert.deepEqual(fallbackCopies(images), ['home/logo.png']);
  rmSync(path.join(images, 'home/logo.png'));
  assert.deepEqual(staleCopies({ images, record: current() }), ['home/logo.png: recorded, but no such copy']);
});

test('the size is read from the PNG header, and anything else is refused', () => {
  assert.deepEqual(pngSize(pngHeader(640, 360)), { width: 640, height: 360 });
  assert.throws(() => pngSize(Buffer.from(SVG)), /not a PNG file/);
  assert.throws(() => pngSize(pngHeader(1, 1).subarray(0, 20)), /not a PNG file/);
});
