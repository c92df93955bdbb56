import { certificatePdfPath } from 'shared-contract';

/** A certificate's day (YYYY-MM-DD, UTC) written out, e.g. 'November 24, 2026'; as given when it is no date. */
export function issuedOnText(issuedOn: string): string {
  const date = new Date(`${issuedOn}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) || Number.isNaN(date.getTime())) return issuedOn;
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The API's PDF of a certificate, as an absolute address under the runtime config's API base URL. */
export function certificatePdfUrl(apiBaseUrl: string, certificateId: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}${certificatePdfPath(certificateId)}`;
}
