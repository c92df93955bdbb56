import { api, apiRequest } from 'shared-events';
import type { RequestOf } from 'shared-contract';

export const NEWSLETTER_ERROR = 'Failed to subscribe to newsletter';

export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    communitySubscribeNewsletter: build.mutation<{ message: string }, RequestOf<'subscribeNewsletter'>>({
      query: (payload) => apiRequest('subscribeNewsletter', payload, NEWSLETTER_ERROR),
    }),
    communityConfirmNewsletter: build.mutation<{ message: string }, RequestOf<'confirmNewsletter'>>({
      query: (payload) => apiRequest('confirmNewsletter', payload, NEWSLETTER_ERROR),
    }),
  }),
});

export const { useCommunitySubscribeNewsletterMutation, useCommunityConfirmNewsletterMutation } =
  newsletterApi;
