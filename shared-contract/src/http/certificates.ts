import * as z from '../zod';
import { id, text } from './fields';

/**
 * Certificates of completion. One is issued, once, when a learner (the account holder or one of its child
 * profiles) has completed every counted lesson of a course and passed every exercise of it. Its id is the only
 * key to its public verification page and its PDF: random, unguessable, easy to read out; nothing public
 * about a certificate names an e-mail address, an account or a profile id.
 */

/** Crockford base32 (no I, L, O, U), four groups of four: 80 random bits, e.g. 7KQ2-M9XD-4TZB-H1RC. */
export const CERTIFICATE_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

/** The site's page that verifies a certificate (the shell's URL + this path is printed on the PDF). */
export const certificatePagePath = (certificateId: string) =>
  `/certificate/${encodeURIComponent(certificateId)}`;

/** The API's PDF of a certificate (GET, public like the verification page; not an envelope call). */
export const certificatePdfPath = (certificateId: string) =>
  `/certificate/pdf/${encodeURIComponent(certificateId)}`;

export const certificateMessages = {
  notFound: 'We could not find a certificate with this number. Please check it and try again.',
  idFormat: 'A certificate number looks like 7KQ2-M9XD-4TZB-H1RC.',
} as const;

/** A certificate number as typed or pasted: trimmed and upper-cased before it is checked. */
const certificateId = () =>
  z.pipe(
    z.custom<string>((value) => typeof value === 'string' && value.length <= 64, {
      error: certificateMessages.idFormat,
      params: { standalone: true },
    }),
    z
      .transform((value: string) => value.trim().toUpperCase())
      .check(
        z.refine((value) => CERTIFICATE_ID_PATTERN.test(value), {
          error: certificateMessages.idFormat,
          params: { standalone: true },
        }),
      ),
  );

/** What anyone holding the number may see: the name the learner goes by, never an e-mail or an id. */
export const publicCertificate = z.lazy(() =>
  z.object({
    certificateId: text(),
    /** The learner's name as printed: a child profile's first name, the account holder's profile name. */
    learnerName: text(),
    courseName: text(),
    instructorName: text(),
    /** The day it was issued (YYYY-MM-DD, UTC). */
    issuedOn: text(),
  }),
);
export type PublicCertificate = z.output<typeof publicCertificate>;

/** One of the learner's own certificates, for My Courses. */
export const ownCertificate = z.lazy(() =>
  z.object({
    certificateId: text(),
    courseId: id(),
    courseName: text(),
    learnerName: text(),
    issuedOn: text(),
  }),
);
export type OwnCertificate = z.output<typeof ownCertificate>;

export const certificateRequest = z.lazy(() => z.object({ certificateId: certificateId() }));
export const ownCertificates = z.lazy(() => z.object({ certificates: z.array(ownCertificate) }));
