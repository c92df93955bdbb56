import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { certificateMessages, certificatePdfPath, certificateRequest, describeIssues } from 'shared-contract';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { badRequest, notFound } from '../../http/errors';
import { requestLearner } from '../../identity/identity';
import { certificatePdfs } from './certificatePdfs';
import { findCertificate, ownCertificates } from './certificates';

/** A certificate never changes once issued: browsers may keep its PDF (but no shared cache, as a profile may go). */
const PDF_CACHE = 'private, max-age=86400';

/**
 * Certificates: anyone holding a number may verify it and download its PDF (no sign-in, rate limited per client
 * address, answering only what the certificate prints); a learner lists their own.
 */
export function certificateRoutes(db: Kysely<Database>, shellUrl: string) {
  return async (app: FastifyInstance) => {
    const publicRead = { preHandler: [app.writeLimit('certificate')] };
    const pdfOf = certificatePdfs(shellUrl);

    contractRoute(
      app,
      'verifyCertificate',
      async ({ input }) => {
        const certificate = await findCertificate(db, input.certificateId);
        if (!certificate) throw notFound(certificateMessages.notFound);
        return certificate;
      },
      publicRead,
    );

    contractRoute(
      app,
      'getOwnCertificates',
      async ({ request }) => ({ certificates: await ownCertificates(db, requestLearner(request)) }),
      { preHandler: [app.requireUser] },
    );

    app.get<{ Params: { certificateId: string } }>(
      `${certificatePdfPath('')}:certificateId`,
      publicRead,
      async (request, reply) => {
        const parsed = certificateRequest.safeParse(request.params);
        if (!parsed.success) throw badRequest(describeIssues(parsed.error, 'params'));
        const certificate = await findCertificate(db, parsed.data.certificateId);
        if (!certificate) throw notFound(certificateMessages.notFound);
        const pdf = await pdfOf(certificate);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="certificate-${certificate.certificateId}.pdf"`,
          )
          .header('cache-control', PDF_CACHE)
          .send(Buffer.from(pdf));
      },
    );
  };
}
