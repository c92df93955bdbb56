export { api } from './api';
export { configureApi, type ApiSettings } from './apiConfig';
export {
  apiErrorMessage,
  statusMessage,
  tooManyRequestsMessage,
  type ApiError,
  type ApiErrorStatus,
} from './apiError';
export {
  apiRequest,
  carriesStatusCode200,
  contractBaseQuery,
  type ApiBody,
  type ApiMeta,
  type ApiRequest,
} from './baseQuery';
export {
  COURSE_CACHE_SECONDS,
  coreApi,
  errorMessages,
  useGetChaptersQuery,
  useGetCoursesQuery,
  useGetLessonNamesQuery,
} from './coreEndpoints';
export { fetchStatus, type FetchStatus, type QueryState } from './fetchStatus';
export {
  userApi,
  userErrorMessages,
  useGetEnrollmentsQuery,
  useRegisterUserDataMutation,
  useUpdateUserDataMutation,
  type RegisterUserArgs,
  type UpdateProfileArgs,
} from './userEndpoints';
export { couponMessages } from './couponMessages';
export { contactApi, useSendContactMessageMutation, type ContactMessage } from './contactEndpoints';
export {
  familyApi,
  familyErrorMessages,
  switchLearnerProfile,
  useAddChildProfileMutation,
  useConfirmParentSignInMutation,
  useGetFamilyDashboardQuery,
  useGetFamilyQuery,
  useGetLearnerProfilesQuery,
  useRemoveChildProfileMutation,
  useSetFamilyPinMutation,
  useSetWeeklySummaryMutation,
  useUpdateChildProfileMutation,
  useVerifyFamilyPinMutation,
} from './familyEndpoints';
export { forgetParentProof, type ParentProofKind } from './parentProof';
export {
  streakApi,
  streakErrorMessages,
  useGetLearningStreakQuery,
  useLearningStreak,
} from './streakEndpoints';
