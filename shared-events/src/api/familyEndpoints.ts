import type { ChildProfile, RequestOf } from 'shared-contract';
import { setActiveChildProfile, setFamilyProfiles, type ActiveChildProfile } from '../session/userSlice';
import type { AppDispatch } from '../store/createAppStore';
import { api } from './api';
import { statusMessage } from './apiError';
import { apiRequest, type ApiBody } from './baseQuery';

/** The family calls' fallbacks when the server gives no message. */
export const familyErrorMessages = {
  family: statusMessage('Could not load your family'),
  save: statusMessage('Could not save the profile'),
  remove: statusMessage('Could not remove the profile'),
  pin: statusMessage('Could not save the PIN'),
  verifyPin: statusMessage('Could not check the PIN'),
  dashboard: statusMessage("Could not load your children's progress"),
  weeklySummary: statusMessage('Could not change the weekly summary'),
} as const;

/**
 * The family calls (child profiles, the parent's PIN, the parent dashboard), shared by the shell (the profile
 * switcher and the PIN prompt) and the account area (/family). Reading the family keeps the user slice's list,
 * so the switcher still knows the children while one of them is active.
 */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useGetFamilyQuery()
    getFamily: build.query<ApiBody<'getFamily'>, void>({
      query: () => apiRequest('getFamily', undefined, familyErrorMessages.family),
      providesTags: ['Family'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          dispatch(setFamilyProfiles((await queryFulfilled).data.profiles));
        } catch {
          // The query's error is shown where it is used; the kept list stays as it was.
        }
      },
    }),
    addChildProfile: build.mutation<ChildProfile, RequestOf<'addChildProfile'>>({
      query: (profile) => apiRequest('addChildProfile', profile, familyErrorMessages.save),
      invalidatesTags: ['Family', 'FamilyDashboard'],
    }),
    updateChildProfile: build.mutation<ChildProfile, RequestOf<'updateChildProfile'>>({
      query: (profile) => apiRequest('updateChildProfile', profile, familyErrorMessages.save),
      invalidatesTags: ['Family', 'FamilyDashboard'],
    }),
    removeChildProfile: build.mutation<ApiBody<'removeChildProfile'>, RequestOf<'removeChildProfile'>>({
      query: (profile) => apiRequest('removeChildProfile', profile, familyErrorMessages.remove),
      invalidatesTags: ['Family', 'FamilyDashboard'],
    }),
    setFamilyPin: build.mutation<ApiBody<'setFamilyPin'>, RequestOf<'setFamilyPin'>>({
      query: (pin) => apiRequest('setFamilyPin', pin, familyErrorMessages.pin),
      invalidatesTags: ['Family'],
    }),
    verifyFamilyPin: build.mutation<ApiBody<'verifyFamilyPin'>, RequestOf<'verifyFamilyPin'>>({
      query: (pin) => apiRequest('verifyFamilyPin', pin, familyErrorMessages.verifyPin),
    }),
    getFamilyDashboard: build.query<ApiBody<'getFamilyDashboard'>, RequestOf<'getFamilyDashboard'>>({
      query: (request) => apiRequest('getFamilyDashboard', request, familyErrorMessages.dashboard),
      providesTags: ['FamilyDashboard'],
    }),
    setWeeklySummary: build.mutation<ApiBody<'setWeeklySummary'>, RequestOf<'setWeeklySummary'>>({
      query: (request) => apiRequest('setWeeklySummary', request, familyErrorMessages.weeklySummary),
      invalidatesTags: ['Family'],
    }),
  }),
});

export const {
  useGetFamilyQuery,
  useAddChildProfileMutation,
  useUpdateChildProfileMutation,
  useRemoveChildProfileMutation,
  useSetFamilyPinMutation,
  useVerifyFamilyPinMutation,
  useGetFamilyDashboardQuery,
  useSetWeeklySummaryMutation,
} = familyApi;

/**
 * Hands the device to a child profile (or back to the parent with null). Every cached answer belonged to the
 * previous learner (progress, enrolments, exercise work), so the cache is dropped and what is shown is read again.
 */
export const switchLearnerProfile = (profile: ActiveChildProfile | null) => (dispatch: AppDispatch) => {
  // The cache goes first: what reacts to the new learner (the session's enrolments) subscribes afresh after it.
  dispatch(api.util.resetApiState());
  dispatch(setActiveChildProfile(profile));
};
