/** The code to validate: trimmed, and null for an empty or blank entry, which is never sent (spec §5). */
export function couponToSend(input: string): string | null {
  const code = input.trim();
  return code ? code : null;
}
