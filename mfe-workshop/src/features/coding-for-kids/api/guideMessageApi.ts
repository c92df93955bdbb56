import { api, apiRequest, type ApiBody } from 'shared-platform';
import type { RequestOf } from 'shared-contract';

/** The spec's form sends nothing; a parent who writes expects an answer, so it goes to the contact endpoint. */
export const guideMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendGuideMessage: build.mutation<ApiBody<'sendContactMessage'>, RequestOf<'sendContactMessage'>>({
      query: (message) => apiRequest('sendContactMessage', message, 'Message not sent'),
    }),
  }),
});

export const { useSendGuideMessageMutation } = guideMessageApi;
