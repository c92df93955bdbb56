import { displayName, NAME_MAX } from 'shared-contract';

/** Control characters (newlines, tabs) and the invisible or direction-changing ones a name could hide. */
const UNPRINTABLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/gu;

/**
 * The learner's name as a certificate prints it: an account's name comes from registration (up to 2048
 * characters of anything), so control characters become spaces, invisible and direction-changing ones go,
 * spaces collapse, and it is shortened to NAME_MAX as reviews show it. Empty when nothing printable is left.
 */
export function printedName(name: string): string {
  const visible = name.replace(UNPRINTABLE, (character) => (/\p{Cc}/u.test(character) ? ' ' : ''));
  return displayName(visible.replace(/\s+/gu, ' '), NAME_MAX);
}
