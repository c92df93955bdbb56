/** The answer as a whole number, or null when the text is not one (spec: answers must parse as a whole number). */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : null;
}

export const WHOLE_NUMBER_HINT = 'Please enter a whole number.';
