/** Image formats tried in turn when one fails to load (spec: an image that fails falls back to another format). */
const FALLBACK_FORMATS: Record<string, string> = { webp: 'png', svg: 'png', png: 'jpg' };

/** The same image in the next format, or null when there is none left to try. */
export function alternateSource(src: string): string | null {
  const match = /^(.*)\.([a-z0-9]+)(\?.*)?$/i.exec(src);
  if (!match) return null;
  const [, base, extension = '', query = ''] = match;
  const next = FALLBACK_FORMATS[extension.toLowerCase()];
  return next ? `${base}.${next}${query}` : null;
}
