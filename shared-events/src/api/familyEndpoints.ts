import type { ChildProfile, RequestOf } from 'shared-contract';
import { setActiveChildProfile, setFamilyProfiles, type ActiveChildProfile } from '../session/userSlice';
import type { AppDispatch } from '../store/createAppStore';
import { api } from './api';
import { statusMessage } from './apiError';
import { apiRequest, type ApiBody } from './baseQuery';
import { forgetParentProof, holdParentProof } from './parentProof';

/** The family calls' fallbacks when the server gives no message. */
export const familyErrorMessages = {
  family: statusMessage('Could not load your family'),
  learners: statusMessage('Could not load who learns on this device'),
  save: statusMessage('Could not save the profile'),
  remove: statusMessage('Could not remove the profile'),
  pin: statusMessage('Could not save the PIN'),
  verifyPin: statusMessage('Could not check the PIN'),
  confirmParent: statusMessage("Could not confirm the parent's password"),
  dashboard: statusMessage("Could not load your children's progress"),
  weeklySummary: statusMessage('Could not change the weekly summary'),
} as const;

/** The switcher's part of a child profile: nothing else of it is kept on the device. */
const learnerOf = ({ profileId, name, avatar }: ActiveChildProfile): ActiveChildProfile => ({
  profileId,
  name,
  avatar,
});

/** Uses a call's answer once it arrives; a failed call changes nothing here (its error shows where it is made). */
const whenAnswered = <T>(queryFulfilled: Promise<{ data: T }>, use: (data: T) => void) =>
  queryFulfilled.then(
    ({ data }) => use(data),
    () => undefined,
  );

/**
 * The family calls (child profiles, the parent's PIN and proof, the parent dashboard), shared by the shell (the
 * profile switcher and the PIN prompt) and the account area (/family). Reading the learners (or the family)
 * keeps the user slice's list, so the switcher still knows the children while one of them is active.
 */
export const familyApi = api.injectEndpoints({
  endpoints: (build) => ({
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useGetFamilyQuery()
    getFamily: build.query<ApiBody<'getFamily'>, void>({
      query: () => apiRequest('getFamily', undefined, familyErrorMessages.family),
      providesTags: ['Family'],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, ({ profiles }) => dispatch(setFamilyProfiles(profiles.map(learnerOf)))),
    }),
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- RTK Query's argument-less query: callers write useGetLearnerProfilesQuery()
    getLearnerProfiles: build.query<ApiBody<'getLearnerProfiles'>, void>({
      query: () => apiRequest('getLearnerProfiles', undefined, familyErrorMessages.learners),
      providesTags: ['Family'],
      onQueryStarted: (_args, { dispatch, queryFulfilled }) =>
        whenAnswered(queryFulfilled, ({ profiles }) => dispatch(setFamilyProfiles(profiles))),
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
      onQueryStarted: (_pin, { queryFulfilled }) => whenAnswered(queryFulfilled, holdParentProof),
    }),
    confirmParentSignIn: build.mutation<ApiBody<'confirmParentSignIn'>, RequestOf<'confirmParentSignIn'>>({
      query: (signIn) => apiRequest('confirmParentSignIn', signIn, familyErrorMessages.confirmParent),
      onQueryStarted: (_signIn, { queryFulfilled }) => whenAnswered(queryFulfilled, holdParentProof),
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
  useGetLearnerProfilesQuery,
  useAddChildProfileMutation,
  useUpdateChildProfileMutation,
  useRemoveChildProfileMutation,
  useSetFamilyPinMutation,
  useVerifyFamilyPinMutation,
  useConfirmParentSignInMutation,
  useGetFamilyDashboardQuery,
  useSetWeeklySummaryMutation,
} = familyApi;

/**
 * Hands the device to a child profile (or back to the parent with null). Every cached answer belonged to the
 * previous learner (progress, enrolments, exercise work), so the cache is dropped and what is shown is read again.
 * A child gets no parent proof; the parent taking the device back keeps the one the parent check just gave.
 */
export const switchLearnerProfile = (profile: ActiveChildProfile | null) => (dispatch: AppDispatch) => {
  if (profile) forgetParentProof();
  // The cache goes first: what reacts to the new learner (the session's enrolments) subscribes afresh after it.
  dispatch(api.util.resetApiState());
  dispatch(setActiveChildProfile(profile));
};
