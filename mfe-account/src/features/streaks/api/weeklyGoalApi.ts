import type { RequestOf } from 'shared-contract';
import { api, apiRequest, statusMessage, type ApiBody } from 'shared-events';

export const weeklyGoalErrorMessages = {
  save: statusMessage('Could not save the weekly goal'),
} as const;

/** Sets the weekly goal: the account holder's own, or (with profileId) one child's; every streak shown follows. */
export const weeklyGoalApi = api.injectEndpoints({
  endpoints: (build) => ({
    accountSetWeeklyGoal: build.mutation<ApiBody<'setWeeklyGoal'>, RequestOf<'setWeeklyGoal'>>({
      query: (request) => apiRequest('setWeeklyGoal', request, weeklyGoalErrorMessages.save),
      // A child's goal also shows on the parent dashboard.
      invalidatesTags: (_saved, _error, request) =>
        request.profileId ? ['LearningStreak', 'FamilyDashboard'] : ['LearningStreak'],
    }),
  }),
});

export const { useAccountSetWeeklyGoalMutation } = weeklyGoalApi;
