/** Up to two initials from the name ('Ada Lovelace' -> 'AL'), else the e-mail's first letter. */
export function initialsOf(name: string, email: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0] ?? '');
  const picked =
    letters.length > 1
      ? `${letters[0]}${letters[letters.length - 1]}`
      : (letters[0] ?? email.trim()[0] ?? '?');
  return picked.toUpperCase();
}
