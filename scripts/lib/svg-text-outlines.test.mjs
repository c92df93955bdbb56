import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { fontsFor, outlineSvgText, pathData } from './svg-text-outlines.mjs';

const picture = (text) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60"><rect width="200" height="60"/>${text}</svg>`;
const lettering = (attributes, content = 'IBM') =>
  `<text x="100" y="40" font-family="Segoe UI, Arial, sans-serif" font-size="24" ${attributes}>${content}</text>`;
/**
 * Relative path data (m l h v q t c z, as the outliner writes it) as absolute commands, each with its points, control
 * points first; a t becomes the Q it draws.
 */
function absolute(data) {
  const commands = [];
  let [x, y] = [0, 0];
  let start = [0, 0];
  let control;
  const sizes = { m: 2, l: 2, h: 1, v: 1, q: 4, t: 2, c: 6 };
  for (const [, letter, numbers] of data.matchAll(/([mlhvqtcz])([^mlhvqtcz]*)/g)) {
    if (letter === 'z') {
      [x, y] = start;
      control = undefined;
      commands.push({ type: 'Z', points: [] });
      continue;
    }
    const values = (numbers.match(/-?(\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    for (let index = 0; index < values.length; index += sizes[letter]) {
      const group = values.slice(index, index + sizes[letter]);
      let type = { m: index === 0 ? 'M' : 'L', l: 'L', h: 'L', v: 'L', q: 'Q', t: 'Q', c: 'C' }[letter];
      const points = [];
      if (letter === 'h') points.push([x + group[0], y]);
      else if (letter === 'v') points.push([x, y + group[0]]);
      else if (letter === 't') points.push(control ? [2 * x - control[0], 2 * y - control[1]] : [x, y]);
      if (!['h', 'v'].includes(letter))
        for (let at = 0; at < group.length; at += 2) points.push([x + group[at], y + group[at + 1]]);
      [x, y] = points.at(-1);
      if (type === 'M') start = [x, y];
      control = type === 'Q' ? points[0] : undefined;
      commands.push({ type, points });
    }
  }
  return commands;
}
/** The box around the end points of relative path data, in tenths. */
function bounds(data) {
  const ends = absolute(data).flatMap(({ points }) => points.slice(-1));
  const tenths = (values) => values.map((value) => Math.round(value * 10));
  return {
    left: Math.min(...tenths(ends.map(([x]) => x))),
    right: Math.max(...tenths(ends.map(([x]) => x))),
    top: Math.min(...tenths(ends.map(([, y]) => y))),
    bottom: Math.max(...tenths(ends.map(([, y]) => y))),
  };
}
/** Each path of an outlined picture: its fill (undefined when it has none) and the box of its points. */
const pathsOf = (svg) =>
  [...svg.matchAll(/<path(?: fill="([^"]+)")?(?: opacity="[^"]*")? d="([^"]+)"/g)].map(([, fill, data]) => ({
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
    outlineSvgText(picture(lettering('fill="#000"', '\n  I \n  &gt; B  '))),
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
  const text = (attributes) => picture(`<text ${attributes}>Hi</text>`);
  assert.throws(
    () => outlineSvgText(text('font-family="Nunito" font-size="20px"')),
    /font-size="20px" is not a plain number/,
  );
  assert.throws(() => outlineSvgText(text('font-family="Nunito" font-size="20" x="10 20"')), /x="10 20"/);
  assert.throws(
    () => outlineSvgText(text('font-family="Nunito" font-size="20" font-weight="heavy"')),
    /font-weight/,
  );
  assert.throws(() => outlineSvgText(text('font-family="Nunito"')), /no font-size/);
  assert.throws(() => outlineSvgText(text('font-size="20"')), /no font-family/);
  assert.throws(
    () => outlineSvgText(text('font-family="Nunito" font-size="20" text-anchor="inherit"')),
    /text-anchor/,
  );
  assert.throws(
    () => outlineSvgText(picture(lettering('fill="#000"', '<tspan x="1em">Hi</tspan>'))),
    /<tspan> x="1em"/,
  );
  assert.throws(
    () => outlineSvgText(`<svg><style>text { font-size: 30px }</style>${lettering('fill="#000"')}</svg>`),
    /styles/,
  );
  assert.throws(() => outlineSvgText(picture(lettering('fill="#000"', ' i in'))), /starts with a space/);
});

test("writes path data that draws the font's outlines, control points too, within a tenth and a half", () => {
  const [font] = fontsFor('Nunito', 800);
  const commands = [...'Sag&@8%'].flatMap(
    (character, index) => font.charToGlyph(character).getPath(10.04 + index * 20.37, 40.12, 26.3).commands,
  );
  // The writer leaves out the fonts' zero-length lines (at its tenths).
  const tenth = (value) => Math.round(value * 10);
  let at = [NaN, NaN];
  let start = at;
  const expected = [];
  for (const command of commands) {
    if (command.type === 'Z') {
      expected.push({ type: 'Z', points: [] });
      at = start;
      continue;
    }
    const points = [];
    if (command.type === 'C') points.push([command.x1, command.y1], [command.x2, command.y2]);
    if (command.type === 'Q') points.push([command.x1, command.y1]);
    points.push([command.x, command.y]);
    const end = points.at(-1).map(tenth);
    if (command.type === 'L' && end[0] === at[0] && end[1] === at[1]) continue;
    at = end;
    if (command.type === 'M') start = end;
    expected.push({ type: command.type, points });
  }
  const drawn = absolute(pathData(commands));
  assert.equal(drawn.length, expected.length);
  drawn.forEach((command, index) => {
    assert.equal(command.type, expected[index].type, `command ${index}`);
    command.points.forEach(([x, y], point) => {
      const [wantX, wantY] = expected[index].points[point];
      assert.ok(
        Math.abs(x - wantX) <= 0.15 && Math.abs(y - wantY) <= 0.15,
        `command ${index}, point ${point}`,
      );
    });
  });
  assert.match(pathData(commands), /t/, 'mirrored control points are written as t');
});

test('anchors each chunk on its own x, and kerns within it only: a tspan that sets x starts a new one', () => {
  const text = (content) =>
    picture(
      `<text x="100" y="20" font-family="Nunito" font-size="20" text-anchor="middle">${content}</text>`,
    );
  const [both] = pathsOf(outlineSvgText(text('TA<tspan x="100" dy="30">Vote</tspan>')));
  const [second] = pathsOf(outlineSvgText(text('<tspan x="100" dy="30">Vote</tspan>')));
  const [first] = pathsOf(outlineSvgText(text('TA')));
  assert.deepEqual(both, { ...second, top: first.top });
  assert.ok(Math.abs((second.left + second.right) / 2 - 1000) <= 10, 'the second line is centred on x = 100');
});

test('keeps the space between a tspan and the text after it ("for i", not "fori")', () => {
  const code = (content) =>
    picture(`<text x="0" y="20" font-family="Fira Code" font-size="20">${content}</text>`);
  const [, spaced] = pathsOf(outlineSvgText(code('<tspan fill="#f00">for</tspan> i')));
  const [, joined] = pathsOf(outlineSvgText(code('<tspan fill="#f00">for</tspan>i')));
  // Fira Code's space is 0.6 em: 12 units at 20.
  assert.ok(
    Math.abs(spaced.left - joined.left - 120) <= 1,
    `${(spaced.left - joined.left) / 10} units apart`,
  );
});

test("kerns as the font says, across a tspan's edge too", () => {
  const [font] = fontsFor('Nunito', 800);
  const [a, v] = [font.charToGlyph('A'), font.charToGlyph('V')];
  const scale = 30 / font.unitsPerEm;
  const expectedLeft = (a.advanceWidth + font.getKerningValue(a, v) + v.getBoundingBox().x1) * scale;
  assert.ok(font.getKerningValue(a, v) < 0, 'Nunito kerns A and V');
  const [, kerned] = pathsOf(
    outlineSvgText(
      picture(
        '<text x="0" y="40" font-family="Nunito" font-size="30" font-weight="800">' +
          '<tspan fill="#a00">A</tspan><tspan fill="#0a0">V</tspan></text>',
      ),
    ),
  );
  assert.ok(
    Math.abs(kerned.left / 10 - expectedLeft) <= 0.15,
    `V starts at ${kerned.left / 10}, not ${expectedLeft}`,
  );
});

test('draws each weight from its own font file, and keeps other spaces than white space as they are', () => {
  const weight = (value) => outlineSvgText(picture(lettering(`fill="#000" font-weight="${value}"`)));
  assert.notEqual(weight('700'), weight('600'));
  assert.equal(weight('bold'), weight('700'));
  assert.equal(weight('normal'), outlineSvgText(picture(lettering('fill="#000"'))));
  const [one] = pathsOf(outlineSvgText(picture(lettering('fill="#000"', 'I\u00a0B'))));
  const [two] = pathsOf(outlineSvgText(picture(lettering('fill="#000"', 'I\u00a0\u00a0B'))));
  assert.ok(two.right - two.left > one.right - one.left, 'two no-break spaces are wider than one');
});

test("leaves a text without a fill of its own to its parent's, and reads attributes in either quotes", () => {
  const inherited = outlineSvgText(picture(`<g fill="#f00">${lettering('')}</g>`));
  assert.match(inherited, /<g fill="#f00"><path d="m/);
  assert.equal(
    outlineSvgText(picture(lettering(`fill='#123'`))),
    outlineSvgText(picture(lettering('fill="#123"'))),
  );
});

test('every SVG picture the site serves draws its lettering as shapes (scripts/media/outline-svg-text.mjs)', () => {
  const images = fileURLToPath(new URL('../../shell/public/', import.meta.url));
  const withText = readdirSync(images, { recursive: true })
    .filter((file) => file.endsWith('.svg'))
    .filter((file) => /<text\b/.test(readFileSync(path.join(images, file), 'utf8')));
  assert.deepEqual(withText, []);
});
