/**
 * Reduces user input to plain text: HTML comments and tags are dropped and control characters removed,
 * so nothing stored can act as markup wherever it is shown later. Text such as "a < b" is kept.
 */
export function toPlainText(value: string): string {
  return (
    value
      .replace(/<!--[\s\S]*?(-->|$)/g, '')
      .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
      // Control characters other than tab, line feed and carriage return.
      .replace(/[^\P{Cc}\t\n\r]/gu, '')
      .trim()
  );
}
