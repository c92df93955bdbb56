import type { RequestOf } from 'shared-contract';
import { browserTimeZone } from '../format/browserTimeZone';
import { selectIsLoggedIn } from '../session/userSlice';
import { useAppSelector } from '../store/hooks';
import { api } from './api';
import { statusMessage } from './apiError';
import { apiRequest, type ApiBody } from './baseQuery';

/** The streak call's fallback when the server gives no message. */
export const streakErrorMessages = {
  streak: statusMessage('Could not load your streak'),
} as const;

/**
 * The active learner's streak and weekly goal, shared by the lesson sidebar (learning) and My Courses
 * (account): one cache entry for one figure the server computes, and one tag ('LearningStreak') that a
 * completed lesson and a changed goal invalidate, whichever area does it.
 */
export const streakApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLearningStreak: build.query<ApiBody<'getLearningStreak'>, RequestOf<'getLearningStreak'>>({
      query: (request) => apiRequest('getLearningStreak', request, streakErrorMessages.streak),
      providesTags: ['LearningStreak'],
    }),
  }),
});

export const { useGetLearningStreakQuery } = streakApi;

/** The signed-in learner's streak, asked in the browser's time zone (nothing is asked while signed out). */
export function useLearningStreak() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return useGetLearningStreakQuery({ timeZone: browserTimeZone() }, { skip: !isLoggedIn });
}
