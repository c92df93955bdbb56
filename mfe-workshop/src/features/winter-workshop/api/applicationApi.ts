import { api, apiRequest, type ApiBody } from 'shared-events';
import type { RequestOf } from 'shared-contract';

/** The spec's thrown message when the server gives none. */
export const APPLICATION_FALLBACK = 'Failed to submit application';

/** POST /winter-workshop (under the stage prefix). */
export const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    workshopApplyWinterWorkshop: build.mutation<
      ApiBody<'applyWinterWorkshop'>,
      RequestOf<'applyWinterWorkshop'>
    >({
      query: (application) => apiRequest('applyWinterWorkshop', application, APPLICATION_FALLBACK),
    }),
  }),
});

export const { useWorkshopApplyWinterWorkshopMutation } = applicationApi;
