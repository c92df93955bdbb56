import type { OutputMatch } from 'shared-contract';

/** A quoted line is cut here: the start is enough to find it, and a line can be thousands of characters. */
const QUOTE_MAX = 60;

/** The output as the check compares it (shared-python's _normalise): `trimmed` ignores trailing spaces and blank lines. */
function normalise(text: string, match: OutputMatch): string {
  if (match === 'exact') return text;
  const lines = text.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** A printed line, quoted; an empty one named, as quotes around nothing are easy to miss. */
function quoteLine(line: string): string {
  if (line === '') return 'an empty line';
  return `"${line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX)}…` : line}"`;
}

/** One character, quoted; a space or a tab named, as neither shows between quotes. */
function quoteCharacter(character: string | undefined): string {
  if (character === undefined) return 'the end of the line';
  if (character === ' ') return 'a space';
  if (character === '\t') return 'a tab';
  return `"${character}"`;
}

/**
 * Where a failed output first differs from the expected one, in a sentence: the line and character, or the first
 * missing or extra line. Null when the two are the same as the check compares them.
 */
export function outputDifference(expected: string, got: string, match: OutputMatch): string | null {
  const wanted = normalise(expected, match);
  const printed = normalise(got, match);
  if (wanted === printed) return null;
  // A final line break ends the last line; it is not a line of its own.
  const wantedEnds = wanted.endsWith('\n');
  const printedEnds = printed.endsWith('\n');
  const wantedLines = (wantedEnds ? wanted.slice(0, -1) : wanted).split('\n');
  const printedLines = (printedEnds ? printed.slice(0, -1) : printed).split('\n');
  // Nothing printed at all is no line of its own either.
  if (printed === '') printedLines.length = 0;
  if (wanted === '') wantedLines.length = 0;
  for (let index = 0; index < Math.max(wantedLines.length, printedLines.length); index += 1) {
    const line = index + 1;
    const want = wantedLines[index];
    const have = printedLines[index];
    if (have === undefined) return `Line ${line} is missing: expected ${quoteLine(want ?? '')}.`;
    if (want === undefined) return `Line ${line} is extra: got ${quoteLine(have)}.`;
    if (want === have) continue;
    if (want === '') return `Line ${line} should be empty: got ${quoteLine(have)}.`;
    if (have === '') return `Line ${line} is empty: expected ${quoteLine(want)}.`;
    let at = 0;
    while (want[at] === have[at]) at += 1;
    return `Line ${line} differs at character ${at + 1}: expected ${quoteCharacter(want[at])}, got ${quoteCharacter(have[at])}.`;
  }
  return wantedEnds
    ? 'The last line should end with a line break.'
    : 'The last line should not end with a line break.';
}
