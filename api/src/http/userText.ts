/**
 * User text (reviews, comments) as the person typed it: on a Python site people write code such as
 * `a<b and c>d` or `print("<hi>")`, so nothing that looks like a tag is removed. Every page shows it as text
 * (React escapes it), so it never acts as markup. Only control characters other than tab and line breaks go, and
 * the bidirectional overrides, embeddings and isolates (U+202A-202E, U+2066-2069), which make a name or a link
 * read as something else ("Trojan Source"); the marks a right-to-left script needs (U+200E, U+200F) and the
 * joiners of emoji stay. The blanks around the text go too.
 */
export function asTyped(value: string): string {
  return value.replace(/[^\P{Cc}\t\n\r]|[\u202a-\u202e\u2066-\u2069]/gu, '').trim();
}
