import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
// @pdf-lib/fontkit's shapers for Indic and other complex scripts call a global regeneratorRuntime its build
// leaves out (pdf-lib issues 785, 1419): without it a Devanagari or Hangul name throws while being laid out.
import 'regenerator-runtime/runtime.js';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';
type ParsedFont = ReturnType<typeof fontkit.create>;

/** A font file as read from its package, parsed once: `bytes` is what pdf-lib embeds, `font` answers glyph look-ups. */
export interface Face {
  bytes: Uint8Array;
  font: ParsedFont;
}

/**
 * Remembers what `load` gives; a failure is not remembered, so the next call reads again (a file that could
 * not be read once must not break every certificate until the process restarts).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

const parsed = new WeakMap<Uint8Array, ParsedFont>();

/**
 * fontkit for pdf-lib, parsing each font file once for the life of the process: pdf-lib hands the bytes it
 * was given to `create` on every embedding, and parsing the same font for each PDF cost most of its time.
 */
export const cachedFontkit = {
  create(bytes: Uint8Array): ParsedFont {
    let font = parsed.get(bytes);
    if (!font) {
      font = fontkit.create(bytes);
      parsed.set(bytes, font);
    }
    return font;
  },
};

async function faceOf(path: string): Promise<Face> {
  const bytes = new Uint8Array(await readFile(path));
  return { bytes, font: cachedFontkit.create(bytes) };
}

/**
 * DejaVu Sans from npm (dejavu-fonts-ttf; the Bitstream Vera licence allows embedding): Latin, Greek, Cyrillic,
 * Armenian, Georgian, Hebrew and Arabic letters, so most names print in it. Read once from the installed package.
 */
const primaryFaces = loadOnce(async () => {
  const [regular, bold] = await Promise.all([
    faceOf(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    faceOf(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return { regular, bold };
});

export const primaryFace = async (weight: Weight) => (await primaryFaces())[weight];

/**
 * Noto Sans for the scripts DejaVu Sans lacks, in the order asked (SIL Open Font License, embedding allowed),
 * from @fontsource packages: each ships a family as small per-unicode-range WOFF files (its unicode.json names
 * the ranges), so only the few files holding a name's characters are read. Simplified Chinese also holds
 * Japanese kana and the common kanji; Korean brings Hangul. WOFF2 files are not used: fontkit parses them but
 * pdf-lib's subsetting writes their transformed glyphs as empty shapes.
 */
const FALLBACK_FAMILIES = ['noto-sans-sc', 'noto-sans-kr', 'noto-sans-devanagari', 'noto-sans-thai'] as const;

const FILE_WEIGHT: Record<Weight, number> = { regular: 400, bold: 700 };

interface SubsetFile {
  path: (weight: Weight) => string;
  ranges: Array<[number, number]>;
}

/** "U+0900-097F,U+25CC" as code point ranges. */
const rangesOf = (unicodeRange: string): Array<[number, number]> =>
  unicodeRange.split(',').map((range) => {
    const [first = '0', last = first] = range.trim().replace(/^U\+/i, '').split('-');
    return [Number.parseInt(first, 16), Number.parseInt(last, 16)];
  });

/** Every fallback subset file with its ranges, family by family in order; read from the packages once. */
const subsetFiles = loadOnce(async () => {
  const families = await Promise.all(
    FALLBACK_FAMILIES.map(async (family) => {
      const folder = dirname(require.resolve(`@fontsource/${family}/LICENSE`));
      const ranges = JSON.parse(await readFile(join(folder, 'unicode.json'), 'utf8')) as Record<
        string,
        string
      >;
      return Object.entries(ranges).map(
        ([subset, unicodeRange]): SubsetFile => ({
          path: (weight) =>
            join(
              folder,
              'files',
              `${family}-${subset.replace(/[[\]]/g, '')}-${FILE_WEIGHT[weight]}-normal.woff`,
            ),
          ranges: rangesOf(unicodeRange),
        }),
      );
    }),
  );
  return families.flat();
});

/** Fallback files read so far (a few hundred KB at most per name's script), by path. */
const fallbackFaces = new Map<string, Promise<Face>>();

function fallbackFace(path: string): Promise<Face> {
  let face = fallbackFaces.get(path);
  if (!face) {
    face = faceOf(path);
    fallbackFaces.set(path, face);
    face.catch(() => fallbackFaces.delete(path));
  }
  return face;
}

/**
 * The first fallback face that draws the character, reading only the files whose range holds it; undefined
 * when none does.
 */
export async function fallbackFaceFor(codePoint: number, weight: Weight): Promise<Face | undefined> {
  for (const file of await subsetFiles()) {
    if (!file.ranges.some(([first, last]) => codePoint >= first && codePoint <= last)) continue;
    const face = await fallbackFace(file.path(weight));
    if (face.font.hasGlyphForCodePoint(codePoint)) return face;
  }
  return undefined;
}
