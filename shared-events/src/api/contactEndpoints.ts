import type { RequestOf } from 'shared-contract';
import { api } from './api';
import { apiRequest, type ApiBody } from './baseQuery';

export type ContactMessage = RequestOf<'sendContactMessage'>;

/** The contact call's fallback when the server gives no message (spec: the contact form's failure text). */
export const CONTACT_NOT_SENT = 'Message not sent';

/**
 * The site's contact inbox, one endpoint for every form that writes to it (community's contact page and
 * workshop's parents' guide): each form shows its own texts around the result.
 */
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<ApiBody<'sendContactMessage'>, ContactMessage>({
      query: (message) => apiRequest('sendContactMessage', message, CONTACT_NOT_SENT),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
