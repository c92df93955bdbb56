// Turns the lettering of the site's SVG pictures into shapes. Chromium draws an <img>'s SVG in a document of its
// own on the page's main thread: with <text> in it, laying that document out and painting it cost ~40 ms per
// picture on this machine (font matching and shaping for the picture alone), ~160 ms at Lighthouse's 4x; shapes
// cost ~1 ms. Drawn from the design's own fonts (Nunito, Fira Code), the lettering also looks as designed on every
// device instead of in whatever fallback font the device has. scripts/media/outline-svg-text.mjs runs it.
// Each character is drawn as typed: Fira Code's ligatures (->, ==, >>>) are not joined, which reads better in code
// a child copies, and a symbol a design font lacks (an arrow, scissors) is drawn at its font's regular weight.
// What it cannot draw as the browser would (a value in other units, lettering that inherits its font or fill from a
// parent or a stylesheet, an element or attribute not handled below) it refuses, naming it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

/** The npm font package (fontsource) each family of the pictures' font-family lists is drawn with. */
const FAMILY_PACKAGES = new Map([
  ['nunito', 'nunito'],
  ['fira code', 'fira-code'],
  ['consolas', 'fira-code'],
  ['monospace', 'fira-code'],
  // Segoe UI is not free to use; Arimo has Arial's metrics, the next family of those lists.
  ['arial', 'arimo'],
  ['sans-serif', 'nunito'],
  // Gelasio has Georgia's metrics.
  ['georgia', 'gelasio'],
  ['serif', 'gelasio'],
]);
/** The package's subsets looked in, in order, for a character; then the symbol fonts (arrows; dingbats). */
const SUBSETS = ['latin', 'latin-ext', 'symbols2'];
const SYMBOLS = [
  { name: 'noto-sans-math', subset: 'latin', weight: 400 },
  { name: 'noto-sans-symbols-2', subset: 'symbols', weight: 400 },
];

const fontCache = new Map();

/** A fontsource package's WOFF file of one subset and weight, parsed; undefined when the package has none. */
function fontFile(name, subset, weight) {
  const key = `${name}/${subset}/${weight}`;
  if (!fontCache.has(key)) {
    const folder = join(dirname(require.resolve(`@fontsource/${name}/package.json`)), 'files');
    const file = join(folder, `${name}-${subset}-${weight}-normal.woff`);
    fontCache.set(key, existsSync(file) ? opentype.parse(toArrayBuffer(readFileSync(file))) : undefined);
  }
  return fontCache.get(key);
}

function toArrayBuffer(buffer) {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
}

/** The weights a package ships, nearest to the asked one first (the heavier of two equally near). */
function weightsNearest(weight) {
  return [100, 200, 300, 400, 500, 600, 700, 800, 900].sort(
    (a, b) => Math.abs(a - weight) - Math.abs(b - weight) || b - a,
  );
}

/** The fonts a character is looked for in, for a font-family list and weight. */
export function fontsFor(fontFamily, weight) {
  const family = fontFamily
    .split(',')
    .map((name) =>
      name
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .toLowerCase(),
    )
    .find((name) => FAMILY_PACKAGES.has(name));
  if (!family) throw new Error(`no font to draw "${fontFamily}" with: add its family to FAMILY_PACKAGES`);
  const name = FAMILY_PACKAGES.get(family);
  const chosen = weightsNearest(weight).find((candidate) => fontFile(name, 'latin', candidate));
  if (chosen === undefined) throw new Error(`@fontsource/${name} has no latin WOFF file`);
  return [
    ...SUBSETS.map((subset) => fontFile(name, subset, chosen)).filter(Boolean),
    ...SYMBOLS.map(({ name: symbols, subset, weight: symbolWeight }) =>
      fontFile(symbols, subset, symbolWeight),
    ),
  ];
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body) => {
    if (body.startsWith('#x') || body.startsWith('#X'))
      return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(Number(body.slice(1)));
    const named = ENTITIES[body];
    if (named === undefined) throw new Error(`unknown entity ${entity}`);
    return named;
  });
}

function attributes(source) {
  const found = {};
  for (const [, name, doubleQuoted, singleQuoted] of source.matchAll(/([\w:-]+)=(?:"([^"]*)"|'([^']*)')/g))
    found[name] = decodeEntities(doubleQuoted ?? singleQuoted);
  return found;
}

/** A plain number (SVG user units); anything else (`20px`, `1em`, a list) is refused, not misread. */
function plainNumber(value, name, element) {
  if (!/^\s*-?(\d+\.?\d*|\.\d+)\s*$/.test(value))
    throw new Error(`<${element}> ${name}="${value}" is not a plain number: write it in user units`);
  return Number(value);
}

/** A font-weight: a number from 1 to 1000, or normal (400) or bold (700). */
function fontWeight(value = 'normal') {
  if (value === 'normal') return 400;
  if (value === 'bold') return 700;
  const weight = plainNumber(value, 'font-weight', 'text');
  if (weight < 1 || weight > 1000) throw new Error(`<text> font-weight="${value}" is out of range`);
  return weight;
}

const TEXT_ATTRIBUTES = new Set([
  'x',
  'y',
  'font-family',
  'font-size',
  'font-weight',
  'fill',
  'opacity',
  'text-anchor',
]);
const TSPAN_ATTRIBUTES = new Set(['x', 'dy', 'fill']);

function checkAttributes(found, allowed, element) {
  for (const name of Object.keys(found))
    if (!allowed.has(name)) throw new Error(`<${element}> attribute ${name} is not drawn: handle it first`);
}

/**
 * The runs of a <text>'s content: its own text and its <tspan>s (one level, as SVG 1.1 pictures write them), with
 * white space collapsed as SVG's default xml:space does (runs of spaces, tabs and line breaks to one space, none at
 * either end; other spaces, such as a no-break space, stay). Lettering that starts with a space is refused: SVG
 * drops it, so "for" and " i in" as two texts read "fori in".
 */
function runsOf(content, fill) {
  if (/^[ \t]+\S/.test(content))
    throw new Error(
      `<text>${content}: starts with a space, which SVG drops; put it at the end of the text before`,
    );
  const runs = [];
  const pattern = /<tspan([^>]*)>([^<]*)<\/tspan>|([^<]+)|(<[^>]*>)/g;
  for (const [, spanAttributes, spanText, text, other] of content.matchAll(pattern)) {
    if (other !== undefined) throw new Error(`${other} inside <text> is not drawn: handle it first`);
    if (text !== undefined) runs.push({ text: decodeEntities(text), fill });
    else {
      const found = attributes(spanAttributes);
      checkAttributes(found, TSPAN_ATTRIBUTES, 'tspan');
      runs.push({
        text: decodeEntities(spanText),
        fill: found.fill ?? fill,
        x: found.x === undefined ? undefined : plainNumber(found.x, 'x', 'tspan'),
        dy: found.dy === undefined ? 0 : plainNumber(found.dy, 'dy', 'tspan'),
      });
    }
  }
  let previousSpace = true;
  for (const run of runs) {
    run.text = run.text.replace(/[ \t\r\n]+/g, ' ');
    if (previousSpace) run.text = run.text.replace(/^ /, '');
    if (run.text !== '') previousSpace = run.text.endsWith(' ');
  }
  const last = runs.findLast((run) => run.text !== '');
  if (last) last.text = last.text.replace(/ $/, '');
  return runs;
}

/** Tenths of a unit: the pictures' lettering is 14-40 units high. */
const tenths = (value) => Math.round(value * 10);
const number = (value) => String(value / 10).replace(/^(-?)0\./, '$1.');

/**
 * Path data for opentype.js's path commands, in relative commands (shorter; h and v for level and upright lines)
 * with a command letter only where it changes, coordinates rounded to tenths from the rounded absolute points (so
 * rounding never drifts).
 */
export function pathData(commands) {
  let data = '';
  let previousType = '';
  let current = [0, 0];
  let start = [0, 0];
  /** The last curve's control point, as drawn, while the previous command is a q or t. */
  let control;
  const points = (values) => {
    let text = '';
    for (const value of values) {
      const written = number(value);
      text +=
        text === '' || written.startsWith('-') || (written.startsWith('.') && /\.\d*$/.test(text))
          ? written
          : ` ${written}`;
    }
    return text;
  };
  for (const command of commands) {
    if (command.type === 'Z') {
      data += 'z';
      previousType = 'z';
      control = undefined;
      current = start;
      continue;
    }
    const absolute = [];
    if (command.type === 'C') absolute.push(command.x1, command.y1, command.x2, command.y2);
    if (command.type === 'Q') absolute.push(command.x1, command.y1);
    absolute.push(command.x, command.y);
    const rounded = absolute.map(tenths);
    const relative = rounded.map((value, index) => value - current[index % 2]);
    // Fonts draw zero-length lines where a curve starts; they draw nothing.
    if (command.type === 'L' && relative[0] === 0 && relative[1] === 0) continue;
    let type = command.type === 'M' ? 'm' : command.type.toLowerCase();
    let written = points(relative);
    if (type === 'l' && relative[1] === 0) [type, written] = ['h', points([relative[0]])];
    else if (type === 'l' && relative[0] === 0) [type, written] = ['v', points([relative[1]])];
    let nextControl;
    if (type === 'q') {
      nextControl = rounded.slice(0, 2);
      // TrueType outlines put an on-curve point halfway between two control points: the second curve's control is
      // the first one's mirrored, which t writes without it (within a tenth, so the shape does not move).
      const mirrored = control && [2 * current[0] - control[0], 2 * current[1] - control[1]];
      if (
        mirrored &&
        Math.abs(mirrored[0] - nextControl[0]) <= 1 &&
        Math.abs(mirrored[1] - nextControl[1]) <= 1
      ) {
        [type, written, nextControl] = ['t', points(relative.slice(2)), mirrored];
      }
    }
    const letter = type === previousType && type !== 'm' ? '' : type;
    data += letter === '' && !written.startsWith('-') ? ` ${written}` : letter + written;
    previousType = type;
    control = nextControl;
    current = rounded.slice(-2);
    if (type === 'm') start = current;
  }
  return data;
}

/** The glyphs of one <text>, placed: each with its font, position and fill; chunks start where an x is given. */
function placeGlyphs(found, runs) {
  // Given on the text itself: one inherited from a parent or a stylesheet is not seen here.
  for (const name of ['font-family', 'font-size'])
    if (found[name] === undefined) throw new Error(`<text> has no ${name}: give it one of its own`);
  const size = plainNumber(found['font-size'], 'font-size', 'text');
  const fonts = fontsFor(found['font-family'], fontWeight(found['font-weight']));
  const anchor = found['text-anchor'] ?? 'start';
  if (!['start', 'middle', 'end'].includes(anchor))
    throw new Error(`<text> text-anchor="${anchor}" is not drawn`);
  let x = plainNumber(found.x ?? '0', 'x', 'text');
  let y = plainNumber(found.y ?? '0', 'y', 'text');
  const chunks = [{ start: x, glyphs: [] }];
  // Kerning goes on across a tspan's edge, as the browser's does, until a tspan starts a new chunk.
  let previous;
  for (const run of runs) {
    y += run.dy ?? 0;
    if (run.x !== undefined) {
      x = run.x;
      chunks.push({ start: x, glyphs: [] });
      previous = undefined;
    }
    for (const character of run.text) {
      const font = fonts.find((candidate) => candidate.charToGlyph(character).index > 0);
      if (!font) throw new Error(`no font has "${character}" (U+${character.codePointAt(0).toString(16)})`);
      const glyph = font.charToGlyph(character);
      const scale = size / font.unitsPerEm;
      if (previous?.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale;
      chunks.at(-1).glyphs.push({ font, glyph, x, y, size, fill: run.fill });
      x += glyph.advanceWidth * scale;
      previous = { font, glyph };
    }
    chunks.at(-1).end = x;
  }
  for (const chunk of chunks) {
    const width = (chunk.end ?? chunk.start) - chunk.start;
    const shift = anchor === 'middle' ? -width / 2 : anchor === 'end' ? -width : 0;
    for (const glyph of chunk.glyphs) glyph.x += shift;
  }
  return chunks.flatMap((chunk) => chunk.glyphs);
}

/**
 * One <text> element as <path> elements, one per fill, in the order the fills first appear. A text without a fill
 * of its own gives its path none either, so the path takes its parent's as the text did.
 */
function outlineText(element) {
  const [, openingAttributes, content] = /^<text([^>]*)>([\s\S]*)<\/text>$/.exec(element);
  const found = attributes(openingAttributes);
  checkAttributes(found, TEXT_ATTRIBUTES, 'text');
  const fill = found.fill ?? '';
  const byFill = new Map();
  for (const placed of placeGlyphs(found, runsOf(content, fill))) {
    if (!byFill.has(placed.fill)) byFill.set(placed.fill, []);
    byFill.get(placed.fill).push(...placed.glyph.getPath(placed.x, placed.y, placed.size).commands);
  }
  const opacity = found.opacity === undefined ? '' : ` opacity="${found.opacity}"`;
  return [...byFill]
    .filter(([, commands]) => commands.length > 0)
    .map(
      ([color, commands]) => `<path${color ? ` fill="${color}"` : ''}${opacity} d="${pathData(commands)}"/>`,
    )
    .join('');
}

/** An SVG document with every <text> drawn as paths; everything else as it was. */
export function outlineSvgText(svg) {
  if (/<text\b/.test(svg) && /<style\b|\bstyle=/.test(svg))
    throw new Error(
      'a picture with lettering and styles: a style could set the lettering, which is not read here',
    );
  return svg.replace(/<text\b[^>]*>[\s\S]*?<\/text>/g, outlineText);
}
