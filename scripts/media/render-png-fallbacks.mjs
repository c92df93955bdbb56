// Renders the PNG copies of the site's SVG pictures (scripts/lib/png-fallbacks.mjs says what they are for): every
// shell/public/images PNG that has an SVG beside it, or the PNGs named, drawn again from that SVG by Chromium at
// the copy's own pixel size, and the SVG's hash recorded in scripts/media/png-fallbacks.json. Run it after
// changing a picture (a test fails until its copy follows):
//   node scripts/media/render-png-fallbacks.mjs [shell/public/images/x/y.png ...]
// A new copy is made by putting any PNG of the wanted size beside its SVG and naming it here.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs';
import { IMAGES, RECORD, fallbackCopies, pngSize, sha256 } from '../lib/png-fallbacks.mjs';
import { loadPlaywrightCore } from '../lib/playwright-core.mjs';

const named = process.argv
  .slice(2)
  .map((file) => path.relative(IMAGES, path.resolve(file)).split(path.sep).join('/'));
const all = fallbackCopies();
const copies = named.length ? named : all;
const unknown = named.filter((copy) => !all.includes(copy));
if (unknown.length) throw new Error(`not a PNG beside an SVG in shell/public/images: ${unknown.join(', ')}`);

const record = JSON.parse(readFileSync(RECORD, 'utf8'));
const { chromium } = loadPlaywrightCore();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const copy of copies) {
    const svg = readFileSync(path.join(IMAGES, copy.replace(/\.png$/, '.svg')));
    const before = readFileSync(path.join(IMAGES, copy));
    const { width, height } = pngSize(before);
    // One pixel of the copy is one CSS pixel: the picture is drawn at exactly the copy's size.
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(
      `<style>html,body{margin:0}img{display:block;width:${width}px;height:${height}px}</style>` +
        `<img alt="" src="data:image/svg+xml;base64,${svg.toString('base64')}">`,
    );
    await page.locator('img').evaluate((image) => image.decode());
    // Transparent where the picture is (an avatar's corners, a logo's background), as the SVG shows it.
    const after = await page.screenshot({ type: 'png', omitBackground: true });
    await page.close();
    writeFileSync(path.join(IMAGES, copy), after);
    record[copy] = { svgSha256: sha256(svg), width, height };
    console.info(
      `${copy}: ${width}x${height}, ${(before.length / 1024).toFixed(1)} -> ${(after.length / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await browser.close();
}
const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(RECORD, `${JSON.stringify(sorted, null, 2)}\n`);
