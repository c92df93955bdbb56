/** The document title '{name} | {brand}' (just the brand when the page has no name). */
export const pageTitle = (name: string | undefined, siteName: string): string =>
  name ? `${name} | ${siteName}` : siteName;

export function applyMetadata(
  { title, description }: { title: string; description: string },
  doc = document,
): void {
  doc.title = title;
  let meta = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'description';
    doc.head.append(meta);
  }
  meta.content = description;
}
