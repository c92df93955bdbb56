/** A piece of an author's text: prose, or code written between backticks. */
export interface TextPart {
  text: string;
  code: boolean;
}

/**
 * Splits an author's text (a hint) at its `code` spans, as the lesson text's authors write them (the seed's prose
 * does the same). A lone backtick stays as it is. The parts are rendered as text, never as HTML.
 */
export function inlineCodeParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const span of text.matchAll(/`([^`]+)`/g)) {
    if (span.index > from) parts.push({ text: text.slice(from, span.index), code: false });
    parts.push({ text: span[1] ?? '', code: true });
    from = span.index + span[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), code: false });
  return parts;
}
