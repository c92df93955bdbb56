import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How long a download link works: long enough to read a lesson before downloading, short enough that a
 * link copied out of the page soon stops working for anyone else.
 */
export const FILE_LINK_SECONDS = 60 * 60;

export interface FileLinkSettings {
  /** Where browsers reach the API's routes, stage included, e.g. http://127.0.0.1:4000/dev. */
  baseUrl: string;
  /** Signs and verifies the links; every instance behind a load balancer needs the same one. */
  secret: string;
}

/** The stored form of a learner file, e.g. /files/courses/free-trial.zip: one name in one of two folders. */
const LEARNER_FILE = /^\/files\/(?:courses|lessons)\/\w[\w.-]*$/;

export const isLearnerFile = (path: string) => LEARNER_FILE.test(path);

const signatureOf = (secret: string, path: string, expires: number) =>
  createHmac('sha256', secret).update(`file-link\n${path}\n${expires}`).digest('base64url');

/**
 * The address a learner downloads a stored file from: the API's download route with an expiry and an HMAC
 * of path and expiry, because a plain link cannot carry the bearer token. Anything other than a learner file
 * (a link to another site) is handed out as stored.
 */
export function signFileLink(settings: FileLinkSettings, path: string, now = Date.now()): string {
  if (!isLearnerFile(path)) return path;
  const expires = Math.floor(now / 1000) + FILE_LINK_SECONDS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signatureOf(settings.secret, path, expires),
  });
  return `${settings.baseUrl}${path}?${query}`;
}

export type FileLinkCheck = 'valid' | 'invalid' | 'expired';

/** Whether a download request carries this server's signature for exactly this path and expiry, in time. */
export function checkFileLink(
  secret: string,
  path: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): FileLinkCheck {
  if (!expires || !/^\d{1,12}$/.test(expires) || !signature) return 'invalid';
  const expected = Buffer.from(signatureOf(secret, path, Number(expires)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}
