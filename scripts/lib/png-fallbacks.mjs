// The PNG copies of the site's SVG pictures: what a page shows when the SVG fails to load (shared-ui's
// FallbackImage tries `x.png` after `x.svg`). They are rendered from the SVGs by Chromium
// (scripts/media/render-png-fallbacks.mjs), and the record beside that script names the SVG each was rendered
// from by its hash, so a test can tell when an SVG changed and its copy did not follow.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const IMAGES = fileURLToPath(new URL('../../shell/public/images/', import.meta.url));
export const RECORD = fileURLToPath(new URL('../media/png-fallbacks.json', import.meta.url));

/** Every PNG under `images` that copies an SVG beside it, as paths relative to `images` ('/'-separated), sorted. */
export function fallbackCopies(images = IMAGES) {
  return readdirSync(images, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.png'))
    .filter((file) => existsSync(path.join(images, file.replace(/\.png$/, '.svg'))))
    .sort();
}

export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's pixel size, from its header (the IHDR chunk comes first in every PNG). */
export function pngSize(bytes) {
  if (
    bytes.length < 24 ||
    !bytes.subarray(0, 8).equals(PNG_SIGNATURE) ||
    bytes.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new Error('not a PNG file');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * What is wrong between the copies on disk and the record: a copy the record does not name, a record for a copy
 * that is gone, an SVG changed since its copy was rendered, a copy whose size is not the recorded one. Empty when
 * every copy is its SVG's current rendering.
 */
export function staleCopies({ images = IMAGES, record }) {
  const problems = [];
  const copies = fallbackCopies(images);
  for (const copy of copies) {
    const entry = record[copy];
    if (!entry) {
      problems.push(`${copy}: not rendered by scripts/media/render-png-fallbacks.mjs`);
      continue;
    }
    const svg = readFileSync(path.join(images, copy.replace(/\.png$/, '.svg')));
    if (sha256(svg) !== entry.svgSha256) problems.push(`${copy}: its SVG changed since it was rendered`);
    const { width, height } = pngSize(readFileSync(path.join(images, copy)));
    if (width !== entry.width || height !== entry.height)
      problems.push(`${copy}: ${width}x${height}, rendered at ${entry.width}x${entry.height}`);
  }
  for (const named of Object.keys(record).filter((name) => !copies.includes(name)))
    problems.push(`${named}: recorded, but no such copy`);
  return problems;
}
