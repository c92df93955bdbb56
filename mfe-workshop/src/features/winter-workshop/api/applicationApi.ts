import { api, apiRequest, type ApiBody } from 'shared-events';
import type { RequestOf } from 'shared-events/contract';

/** POST /winter-workshop (under the stage prefix); the spec's thrown message when the server gives none. */
export const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    applyWinterWorkshop: build.mutation<ApiBody<'applyWinterWorkshop'>, RequestOf<'applyWinterWorkshop'>>({
      query: (application) => apiRequest('applyWinterWorkshop', application, 'Failed to submit application'),
    }),
  }),
});

export const { useApplyWinterWorkshopMutation } = applicationApi;
