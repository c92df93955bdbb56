// Draws the lettering of the site's SVG pictures as shapes, in place (scripts/lib/svg-text-outlines.mjs says why):
// every shell/public/images SVG with a <text> in it, or the files named. Write a new picture's lettering as <text>
// (x, y, font-family, font-size, font-weight, fill, opacity, text-anchor; <tspan> with fill, x, dy), then run
//   node scripts/media/outline-svg-text.mjs [file.svg...]
// The fonts are npm packages (fontsource), so it runs on any machine with the repo installed. A test fails while a
// served picture still has <text>.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { outlineSvgText } from '../lib/svg-text-outlines.mjs';

const IMAGES = fileURLToPath(new URL('../../shell/public/images/', import.meta.url));

const named = process.argv.slice(2);
const files = named.length
  ? named
  : readdirSync(IMAGES, { recursive: true })
      .filter((file) => file.endsWith('.svg'))
      .map((file) => path.join(IMAGES, file))
      .filter((file) => readFileSync(file, 'utf8').includes('<text'));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const file of files) {
  const before = readFileSync(file, 'utf8');
  const after = outlineSvgText(before);
  writeFileSync(file, after);
  console.info(
    `${path.relative(process.cwd(), file)}: ${kb(before.length)} -> ${kb(after.length)} ` +
      `(gzip ${kb(gzipSync(before).length)} -> ${kb(gzipSync(after).length)})`,
  );
}
