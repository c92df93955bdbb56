/**
 * An account's name as shown where names have a limit (a comment's 50 characters, a review's 100): trimmed and
 * cut to `max` characters rather than refused, without splitting a character. The API stores what this gives,
 * and the forms show the same, so what a learner sees locked in a form is what gets posted.
 */
export function displayName(name: string, max: number): string {
  let cut = '';
  for (const character of name.trim()) {
    if (cut.length + character.length > max) break;
    cut += character;
  }
  return cut.trimEnd();
}
