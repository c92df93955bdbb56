import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { outlineSvgText } from './svg-text-outlines.mjs';

const picture = (text) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect width="200" height="60"/>${text}</svg>`;
const lettering = (attributes, content = 'IBM') =>
  `<text x="100" y="40" font-family="Segoe UI, Arial, sans-serif" font-size="24" ${attributes}>${content}</text>`;
/** The box around the points of relative path data (m l h v q t c z, as the outliner writes it), in tenths. */
function bounds(data) {
  const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  let [x, y] = [0, 0];
  let start = [0, 0];
  const sizes = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6 };
  for (const [, type, numbers] of data.matchAll(/([mlhvqtcz])([^mlhvqtcz]*)/g)) {
    if (type === 'z') {
      [x, y] = start;
      continue;
    }
    const values = (numbers.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let index = 0; index < values.length; index += sizes[type]) {
      const group = values.slice(index, index + sizes[type]);
      if (type === 'h') x += group[0];
      else if (type === 'v') y += group[0];
      else [x, y] = [x + group.at(-2), y + group.at(-1)];
      if (type === 'm' && index === 0) start = [x, y];
      box.left = Math.min(box.left, Math.round(x * 10));
      box.right = Math.max(box.right, Math.round(x * 10));
      box.top = Math.min(box.top, Math.round(y * 10));
      box.bottom = Math.max(box.bottom, Math.round(y * 10));
    }
  }
  return box;
}
/** Each path of an outlined picture: its fill and the box of its points. */
const pathsOf = (svg) =>
  [...svg.matchAll(/<path fill="([^"]+)"(?: opacity="[^"]*")? d="([^"]+)"/g)].map(([, fill, data]) => ({
    fill,
    ...bounds(data),
  }));

test('draws every text as paths in its fill and leaves the rest of the picture as it was', () => {
  const svg = picture(lettering('fill="#4b5563" opacity=".5"'));
  const outlined = outlineSvgText(svg);
  assert.doesNotMatch(outlined, /<text/);
  assert.match(
    outlined,
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 60"><rect width="200" height="60"\/>/,
  );
  assert.match(outlined, /<path fill="#4b5563" opacity="\.5" d="m[^"]+"\/><\/svg>$/);
});

test('places middle- and end-anchored lettering around its x as the browser does', () => {
  const [start] = pathsOf(outlineSvgText(picture(lettering('fill="#000"'))));
  const [middle] = pathsOf(outlineSvgText(picture(lettering('fill="#000" text-anchor="middle"'))));
  const [end] = pathsOf(outlineSvgText(picture(lettering('fill="#000" text-anchor="end"'))));
  // IBM at 24 units: the I's left side bearing is 1.6 units, the M's right one about as much.
  assert.ok(start.left >= 1000 && start.left <= 1030, `starts at ${start.left / 10}`);
  assert.ok(end.right >= 970 && end.right <= 1000, `ends at ${end.right / 10}`);
  assert.ok(
    Math.abs((middle.left + middle.right) / 2 - 1000) <= 5,
    `centred on ${(middle.left + middle.right) / 20}`,
  );
  assert.deepEqual([middle.top, middle.bottom], [start.top, start.bottom]);
  assert.equal(start.bottom, 400, 'sits on the baseline at y = 40');
});

test('gives each tspan its own fill and starts a new line where a tspan sets x and dy', () => {
  const outlined = outlineSvgText(
    picture(
      '<text x="10" y="20" font-family="Fira Code, Consolas, monospace" font-size="20" fill="#fff">' +
        '<tspan fill="#93c5fd">name</tspan> = 1<tspan x="10" dy="26">print</tspan></text>',
    ),
  );
  assert.deepEqual(
    pathsOf(outlined).map(({ fill }) => fill),
    ['#93c5fd', '#fff'],
  );
  const code = (attributes, content) =>
    picture(
      `<text ${attributes} font-family="Fira Code, monospace" font-size="20" fill="#fff">${content}</text>`,
    );
  // "a" at (50, 20), then "print" on a line of its own 26 units lower, back at x = 10: one path, one fill.
  const [lines] = pathsOf(outlineSvgText(code('x="50" y="20"', 'a<tspan x="10" dy="26">print</tspan>')));
  const [alone] = pathsOf(outlineSvgText(code('x="10" y="46"', 'print')));
  const [first] = pathsOf(outlineSvgText(code('x="50" y="20"', 'a')));
  assert.deepEqual(lines, { ...alone, top: first.top });
});

test('collapses white space and decodes entities as an SVG text does', () => {
  assert.equal(
    outlineSvgText(picture(lettering('fill="#000"', '  I \n  &gt; B  '))),
    outlineSvgText(picture(lettering('fill="#000"', 'I &#62; B'))),
  );
  assert.equal(
    outlineSvgText(picture(lettering('fill="#000"', '&quot;'))),
    outlineSvgText(picture(lettering('fill="#000"', '"'))),
  );
});

test('draws arrows and dingbats the design fonts lack from the symbol fonts', () => {
  const outlined = outlineSvgText(
    picture('<text x="0" y="40" font-family="Nunito, sans-serif" font-size="26" fill="#000">→ ✂ ☰</text>'),
  );
  assert.match(outlined, /<path fill="#000" d="m/);
});

test('refuses lettering it cannot draw faithfully instead of drawing it wrong', () => {
  assert.throws(() => outlineSvgText(picture(lettering('letter-spacing="2"'))), /letter-spacing/);
  assert.throws(
    () => outlineSvgText(picture('<text font-family="Comic Sans MS" font-size="10">Hi</text>')),
    /no font to draw "Comic Sans MS"/,
  );
  assert.throws(
    () => outlineSvgText(picture(lettering('fill="#000"', 'a<a href="#">link</a>'))),
    /<a href="#"> inside <text>/,
  );
  assert.throws(() => outlineSvgText(picture(lettering('fill="#000"', '&nbsp;'))), /unknown entity/);
});

test('every SVG picture the site serves draws its lettering as shapes (scripts/media/outline-svg-text.mjs)', () => {
  const images = fileURLToPath(new URL('../../shell/public/', import.meta.url));
  const withText = readdirSync(images, { recursive: true })
    .filter((file) => file.endsWith('.svg'))
    .filter((file) => /<text\b/.test(readFileSync(path.join(images, file), 'utf8')));
  assert.deepEqual(withText, []);
});
