import type { Enrollment, ProfileData } from 'shared-contract';
import {
  enrollmentsFailed,
  enrollmentsLoading,
  profileUpdateFailed,
  profileUpdateStarted,
  profileUpdateSucceeded,
  setDynamoData,
  setEnrollments,
  type ProfileChanges,
} from '../session/userSlice';
import { api } from './api';
import { statusMessage } from './apiError';
import { apiRequest, carriesStatusCode200, type ApiBody, type ApiMeta } from './baseQuery';

const PROFILE_NOT_VERIFIED = 'Profile update failed or was not verified.';

export const userErrorMessages = {
  /** Enrollments, and the fallback of the user-data call (spec). */
  enrollments: 'Failed to fetch user enrollments',
  profileUpdate: statusMessage('Failed to update user profile', PROFILE_NOT_VERIFIED),
  profileNotVerified: PROFILE_NOT_VERIFIED,
} as const;

export interface RegisterUserArgs {
  userId: string;
  userEmail: string;
  userName: string;
  /** Sent by the page itself at start-up: refused for want of a parent proof, it opens no PIN prompt. */
  background?: boolean;
}

export type UpdateProfileArgs = ProfileChanges & { userId: string };

const messageOf = (error: unknown, fallback: string): string => {
  const candidate = (error as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof candidate === 'string' && candidate ? candidate : fallback;
};

/**
 * The signed-in user's calls, shared by every area: the shell registers the user record and loads the
 * enrollments when a user becomes known; every area reads them from the user slice, which these
 * endpoints keep current (so a refetch after checkout updates every Enroll/Continue button).
 */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnrollments: build.query<Enrollment[], string>({
      query: (UserID) => apiRequest('getEnrollments', { UserID }, userErrorMessages.enrollments),
      transformResponse: (body: ApiBody<'getEnrollments'>) => body.enrollments,
      providesTags: ['Enrollments'],
      async onQueryStarted(_userId, { dispatch, queryFulfilled }) {
        dispatch(enrollmentsLoading());
        try {
          dispatch(setEnrollments((await queryFulfilled).data));
        } catch (error) {
          dispatch(enrollmentsFailed(messageOf(error, userErrorMessages.enrollments)));
        }
      },
    }),

    /** POST /user/data: creates the record if missing and returns it; the body becomes the profile record. */
    registerUserData: build.mutation<ProfileData, RegisterUserArgs>({
      query: ({ userId, userEmail, userName, background }) =>
        apiRequest(
          'registerUserData',
          { userId, userEmail, userName, referralLink: 'None' },
          userErrorMessages.enrollments,
          background ? { askParent: false } : {},
        ),
      invalidatesTags: ['Profile'],
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          dispatch(setDynamoData((await queryFulfilled).data));
        } catch {
          // The caller sees the error on the mutation result; the profile record simply stays unknown.
        }
      },
    }),

    /** PUT /user/data: succeeds only when the response carries statusCode 200 (spec). */
    updateUserData: build.mutation<ProfileData, UpdateProfileArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery(
          apiRequest(
            'updateUserData',
            {
              UserID: args.userId,
              FirstName: args.firstName,
              LastName: args.lastName,
              UserName: args.userName,
              PublicProfile: args.publicProfile,
              LFG: args.LFG,
            },
            userErrorMessages.profileUpdate,
          ),
        );
        if (result.error) return { error: result.error };
        if (!carriesStatusCode200(result.meta as ApiMeta | undefined))
          return { error: { status: 'PARSE_ERROR', message: userErrorMessages.profileNotVerified } };
        return { data: result.data as ApiBody<'updateUserData'> };
      },
      invalidatesTags: ['Profile'],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        dispatch(profileUpdateStarted());
        try {
          await queryFulfilled;
          const { firstName, lastName, userName, publicProfile, LFG } = args;
          dispatch(profileUpdateSucceeded({ firstName, lastName, userName, publicProfile, LFG }));
        } catch (error) {
          dispatch(profileUpdateFailed(messageOf(error, userErrorMessages.profileNotVerified)));
        }
      },
    }),
  }),
});

export const { useGetEnrollmentsQuery, useRegisterUserDataMutation, useUpdateUserDataMutation } = userApi;
