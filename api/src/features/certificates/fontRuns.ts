import { fallbackFaceFor, primaryFace, type Face, type Weight } from './certificateFonts';

/** A piece of a line drawn in one face. */
export interface Run {
  face: Face;
  text: string;
}

/** Characters that belong with the one before them: combining marks, joiners and spaces. */
const FOLLOWS = /^[\p{M}\u200C\u200D\s]$/u;

/**
 * Splits the text into runs, each in the first face that draws its characters: DejaVu Sans, else the first
 * Noto fallback that has the glyph. Marks, joiners and spaces stay in the run before them while its face
 * draws them, so a letter and its accents or vowel signs are shaped together. A character no face has is
 * drawn in the face of its run (the font's missing-glyph box) and is still in the PDF's text, as on the
 * verification page: the certificate is never refused for a name.
 */
export async function fontRuns(text: string, weight: Weight): Promise<Run[]> {
  const primary = await primaryFace(weight);
  const runs: Run[] = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0) ?? 0;
    const last = runs.at(-1);
    if (last && FOLLOWS.test(character) && last.face.font.hasGlyphForCodePoint(codePoint)) {
      last.text += character;
      continue;
    }
    const face = primary.font.hasGlyphForCodePoint(codePoint)
      ? primary
      : ((await fallbackFaceFor(codePoint, weight)) ?? last?.face ?? primary);
    if (last?.face === face) last.text += character;
    else runs.push({ face, text: character });
  }
  return runs;
}
