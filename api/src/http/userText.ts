/**
 * User text (reviews, comments) as the person typed it: on a Python site people write code such as
 * `a<b and c>d` or `print("<hi>")`, so nothing that looks like a tag is removed. Every page shows it as text
 * (React escapes it), so it never acts as markup. Only control characters other than tab and line breaks go,
 * with the blanks around the text.
 */
export function asTyped(value: string): string {
  return value.replace(/[^\P{Cc}\t\n\r]/gu, '').trim();
}
