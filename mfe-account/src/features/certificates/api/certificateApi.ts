import { certificateMessages, type OwnCertificate, type PublicCertificate } from 'shared-contract';
import { api, apiRequest, statusMessage, type ApiBody, type ApiErrorStatus } from 'shared-events';

/** The certificate calls' texts when the server gives none: an unknown number and a malformed one are the contract's. */
export const certificateErrorMessages = {
  verify: (status: ApiErrorStatus) =>
    status === 404
      ? certificateMessages.notFound
      : status === 400
        ? certificateMessages.idFormat
        : statusMessage('Could not check the certificate')(status),
  own: statusMessage('Could not load your certificates'),
} as const;

/** The public verification of a certificate by its number, and the active learner's own certificates. */
export const certificateApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountVerifyCertificate: build.query<PublicCertificate, string>({
      query: (certificateId) =>
        apiRequest('verifyCertificate', { certificateId }, certificateErrorMessages.verify),
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useAccountGetOwnCertificatesQuery()
    accountGetOwnCertificates: build.query<OwnCertificate[], void>({
      query: () => apiRequest('getOwnCertificates', undefined, certificateErrorMessages.own),
      transformResponse: (body: ApiBody<'getOwnCertificates'>) => body.certificates,
    }),
  }),
});

export const { useAccountVerifyCertificateQuery, useAccountGetOwnCertificatesQuery } = certificateApi;
