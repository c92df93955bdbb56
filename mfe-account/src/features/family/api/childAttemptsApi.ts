import type { RequestOf } from 'shared-contract';
import { api, apiRequest, statusMessage, type ApiBody } from 'shared-events';

export const childAttemptsErrorMessages = {
  load: statusMessage("Could not load your child's programs"),
} as const;

/** A child's latest checked program of each exercise, for the parent's dashboard (parent-only on the API). */
export const childAttemptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountGetChildAttempts: build.query<ApiBody<'getChildAttempts'>, RequestOf<'getChildAttempts'>>({
      query: (request) => apiRequest('getChildAttempts', request, childAttemptsErrorMessages.load),
      // Read again with the dashboard: a removed profile, or new work, shows at once.
      providesTags: ['FamilyDashboard'],
    }),
  }),
});

export const { useAccountGetChildAttemptsQuery } = childAttemptsApi;
