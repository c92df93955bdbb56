import { api, apiRequest, statusMessage, type ApiBody } from 'shared-events';
import type { AttemptResult, Exercise } from 'shared-contract';

/** The messages for the exercise calls when the server gives none, in the spec's style (§8). */
export const exerciseErrorMessages = {
  exercise: statusMessage('Failed to fetch the exercise'),
  attempt: statusMessage('Failed to save your code'),
  solution: statusMessage('Failed to fetch the solution'),
} as const;

export interface ExerciseArgs {
  UserID: string;
  CourseID: number;
  LessonID: number;
}

export interface SaveAttemptArgs extends ExerciseArgs {
  Code: string;
  Result: AttemptResult;
  HintsUsed: number;
}

/**
 * Run & Check's calls: the exercise of a lesson, saving an attempt (a draft or a check's verdict) and revealing
 * the solution. A save writes the server's answer (passed, hints used, solution available) and the code into
 * the cached exercise, so Complete Step and the solution button follow at once.
 */
export const exerciseApi = api.injectEndpoints({
  endpoints: (build) => ({
    learningFetchExercise: build.query<Exercise, ExerciseArgs>({
      query: (args) => apiRequest('fetchExercise', args, exerciseErrorMessages.exercise),
    }),

    learningSaveExerciseAttempt: build.mutation<ApiBody<'saveExerciseAttempt'>, SaveAttemptArgs>({
      query: (args) => apiRequest('saveExerciseAttempt', args, exerciseErrorMessages.attempt),
      // A pass counts the day for the streak, even on a lesson completed before.
      invalidatesTags: (_saved, error, args) =>
        !error && args.Result === 'passed' ? ['LearningStreak'] : [],
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const saved = (await queryFulfilled.catch(() => null))?.data;
        if (!saved) return;
        dispatch(
          exerciseApi.util.updateQueryData(
            'learningFetchExercise',
            { UserID: args.UserID, CourseID: args.CourseID, LessonID: args.LessonID },
            (exercise) => {
              exercise.LastCode = args.Code;
              exercise.Passed = exercise.Passed || saved.Passed;
              exercise.HintsUsed = Math.max(exercise.HintsUsed, saved.HintsUsed);
              exercise.SolutionAvailable = exercise.SolutionAvailable || saved.SolutionAvailable;
            },
          ),
        );
      },
    }),

    learningRevealExerciseSolution: build.mutation<string, ExerciseArgs>({
      query: (args) => apiRequest('revealExerciseSolution', args, exerciseErrorMessages.solution),
      transformResponse: (body: ApiBody<'revealExerciseSolution'>) => body.Solution,
    }),
  }),
});

export const {
  useLearningFetchExerciseQuery,
  useLearningSaveExerciseAttemptMutation,
  useLearningRevealExerciseSolutionMutation,
} = exerciseApi;
