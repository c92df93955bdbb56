/**
 * The interview booking page: a prop of the page where a deployment sets it, otherwise the brand's
 * scheduling page derived from its site name (e.g. 'PyLearn Academy' -> calendly.com/pylearn-academy).
 */
export function defaultSchedulingUrl(siteName: string): string {
  const slug = siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `https://calendly.com/${slug || 'workshop'}/zoom-interview`;
}
