import type { SerializedError } from '@reduxjs/toolkit';
import {
  addCompletedStep,
  api,
  apiErrorMessage,
  apiRequest,
  carriesStatusCode200,
  enrollmentsFailed,
  selectEnrollments,
  selectEnrollmentsStatus,
  statusMessage,
  type ApiBody,
  type ApiError,
  type ApiErrorStatus,
  type ApiMeta,
  type RootState,
} from 'shared-events';
import type { CompletedStep, LessonDetails } from 'shared-contract';

/** The spec's messages for the learning calls, used when the server gives none (§8). */
const COMPLETION_NOT_VERIFIED = 'Lesson completion failed or was not verified.';

export const learningErrorMessages = {
  lessonDetails: statusMessage('Failed to fetch lesson details'),
  courseFiles: statusMessage('Failed to fetch course files'),
  completedSteps: statusMessage('Failed to fetch completed lessons'),
  completeLesson: statusMessage('Failed to complete lesson', COMPLETION_NOT_VERIFIED),
  completionNotVerified: COMPLETION_NOT_VERIFIED,
} as const;

export interface LessonArgs {
  UserID: string;
  CourseID: number;
  ChapterID: number;
  LessonID: number;
}

export interface UserCourseArgs {
  UserID: string;
  CourseID: number;
}

export interface CompleteLessonArgs {
  UserID: string;
  CourseID: number;
  LessonID: number;
  UserEmail: string;
  LessonName: string;
  KlavioProfileID: string | null;
}

/** The text for a failed call: the server's message, else the spec's message with the status code. */
export function learningErrorText(
  error: ApiError | SerializedError,
  fallback: (status: ApiErrorStatus) => string,
): string {
  return apiErrorMessage(error, fallback('status' in error ? error.status : 'FETCH_ERROR'));
}

function errorMessage(error: unknown, fallback: string): string {
  const message = (error as { error?: Partial<ApiError> } | undefined)?.error?.message;
  return typeof message === 'string' && message ? message : fallback;
}

/** The lesson player's calls: lesson details, course files, completed steps and lesson completion. */
export const learningApi = api.injectEndpoints({
  endpoints: (build) => ({
    learningFetchLesson: build.query<LessonDetails, LessonArgs>({
      query: (args) => apiRequest('fetchLesson', args, learningErrorMessages.lessonDetails),
    }),

    learningGetCourseFiles: build.query<string, UserCourseArgs>({
      query: (args) => apiRequest('getCourseFiles', args, learningErrorMessages.courseFiles),
      transformResponse: (body: ApiBody<'getCourseFiles'>) => body.file,
    }),

    learningGetCompletedSteps: build.query<CompletedStep[], UserCourseArgs>({
      query: (args) => apiRequest('getCompletedSteps', args, learningErrorMessages.completedSteps),
      transformResponse: (body: ApiBody<'getCompletedSteps'>) => body.CompletedSteps,
      providesTags: ['CompletedSteps'],
    }),

    /**
     * POST /lesson/complete. Counts as done only when the response carries statusCode 200 (spec §5); then the
     * step is added, with the current time, to the enrollment and to the cached completed steps, so every
     * check mark and percentage follows at once. A failure marks the enrollments failed with the message.
     */
    learningCompleteLesson: build.mutation<CompletedStep, CompleteLessonArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        const result = await baseQuery(
          apiRequest('completeLesson', args, learningErrorMessages.completeLesson),
        );
        if (result.error) return { error: result.error as ApiError };
        const meta = result.meta as ApiMeta | undefined;
        if (!carriesStatusCode200(meta))
          return {
            error: {
              status: meta?.reportedStatus ?? 'PARSE_ERROR',
              message: learningErrorMessages.completionNotVerified,
            },
          };
        return { data: (result.data as ApiBody<'completeLesson'>).CompletedStep };
      },
      // The streak and the weekly goal count completions: read them again wherever they are shown.
      invalidatesTags: ['LearningStreak'],
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (error) {
          dispatch(enrollmentsFailed(errorMessage(error, learningErrorMessages.completionNotVerified)));
          return;
        }
        const step: CompletedStep = { LessonID: args.LessonID, CompletedAt: new Date().toISOString() };
        const state = getState() as RootState;
        const enrolled = selectEnrollments(state).some((entry) => entry.CourseID === args.CourseID);
        const failed = selectEnrollmentsStatus(state) === 'failed';
        dispatch(addCompletedStep({ courseId: args.CourseID, step }));
        dispatch(
          learningApi.util.updateQueryData(
            'learningGetCompletedSteps',
            { UserID: args.UserID, CourseID: args.CourseID },
            (steps) => {
              if (!steps.some((entry) => entry.LessonID === step.LessonID)) steps.push(step);
            },
          ),
        );
        // The first free-trial completion enrolls the learner on the server, and an earlier failure left the
        // enrollments marked failed (My Courses shows only the error): reload them to see the server's record.
        if (!enrolled || failed) dispatch(api.util.invalidateTags(['Enrollments']));
      },
    }),
  }),
});

export const {
  useLearningFetchLessonQuery,
  useLearningGetCourseFilesQuery,
  useLearningGetCompletedStepsQuery,
  useLearningCompleteLessonMutation,
} = learningApi;
