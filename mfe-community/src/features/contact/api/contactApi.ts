import { api, apiRequest } from 'shared-platform';
import type { RequestOf } from 'shared-contract';

/** Spec §8: the contact form's two results. */
export const CONTACT_SENT = 'Message sent successfully';
export const CONTACT_NOT_SENT = 'Message not sent';

export type ContactMessage = RequestOf<'sendContactMessage'>;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactMessage>({
      query: (payload) => apiRequest('sendContactMessage', payload, CONTACT_NOT_SENT),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
