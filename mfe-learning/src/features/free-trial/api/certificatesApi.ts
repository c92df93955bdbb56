import type { OwnCertificate } from 'shared-contract';
import { api, apiRequest, statusMessage, type ApiBody } from 'shared-events';

export const certificatesErrorMessages = {
  own: statusMessage('Could not load your certificates'),
} as const;

/** The active learner's certificates (a child profile's own): the trial's is issued with its last step. */
export const trialCertificatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useLearningGetOwnCertificatesQuery()
    learningGetOwnCertificates: build.query<OwnCertificate[], void>({
      query: () => apiRequest('getOwnCertificates', undefined, certificatesErrorMessages.own),
      transformResponse: (body: ApiBody<'getOwnCertificates'>) => body.certificates,
    }),
  }),
});

export const { useLearningGetOwnCertificatesQuery } = trialCertificatesApi;
