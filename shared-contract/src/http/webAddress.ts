/** Longest web address accepted, well past any real one. */
export const WEB_ADDRESS_MAX = 2048;

export type WebScheme = 'http' | 'https';

const ROOT_RELATIVE = /^\/(?![/\\])[^\s\\]*$/;

/** Whether `value` has one of `schemes` or is a path on this site (not javascript:, data: or //host). */
export function hasWebForm(value: string, schemes: readonly WebScheme[]): boolean {
  if (ROOT_RELATIVE.test(value)) return true;
  try {
    return (schemes as readonly string[]).includes(new URL(value).protocol.slice(0, -1));
  } catch {
    return false;
  }
}
