import { LRUCache } from 'lru-cache';
import type { PublicCertificate } from 'shared-contract';

/** Certificates whose PDF is kept in memory: a few MB (a PDF is 15-25 KB), enough for a classroom at once. */
export const PDFS_KEPT = 200;

type Render = (certificate: PublicCertificate, shellUrl: string) => Promise<Uint8Array>;

/** pdf-lib and fontkit (~0.7 s to load) with the first certificate asked for, not at every start of the API. */
const renderOnDemand: Render = async (certificate, shellUrl) =>
  (await import('./certificatePdf')).certificatePdf(certificate, shellUrl);

/**
 * The PDF of a certificate, made once and kept (least recently downloaded dropped first): what it prints never
 * changes after issue, so every API instance makes the same file and none needs to share this cache. A memory
 * cache rather than a column: issuing happens inside a learner's lesson completion, which should not wait
 * ~100 ms for a PDF that is often never downloaded. Downloads arriving together share one rendering.
 */
export function certificatePdfs(shellUrl: string, render: Render = renderOnDemand, max = PDFS_KEPT) {
  const kept = new LRUCache<string, Uint8Array, PublicCertificate>({
    max,
    fetchMethod: (_certificateId, _stale, { context }) => render(context, shellUrl),
  });
  return async (certificate: PublicCertificate): Promise<Uint8Array> => {
    const pdf = await kept.fetch(certificate.certificateId, { context: certificate });
    if (!pdf) throw new Error(`the PDF of certificate ${certificate.certificateId} was not made`);
    return pdf;
  };
}
