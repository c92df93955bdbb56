import { api, apiRequest, statusMessage, type ApiBody } from 'shared-events';
import type { Exercise, ExerciseVerdict } from 'shared-contract';

/** The messages for the exercise calls when the server gives none, in the spec's style (§8). */
export const exerciseErrorMessages = {
  exercise: statusMessage('Failed to fetch the exercise'),
  attempt: statusMessage('Failed to save your code'),
  check: statusMessage('Your program could not be checked. Please press Check again'),
  solution: statusMessage('Failed to fetch the solution'),
} as const;

export interface ExerciseArgs {
  UserID: string;
  CourseID: number;
  LessonID: number;
}

/** A draft, or a program for the server to check: the same fields. */
export interface SaveAttemptArgs extends ExerciseArgs {
  Code: string;
  HintsUsed: number;
}

type Progress = Pick<Exercise, 'Passed' | 'HintsUsed' | 'SolutionAvailable'>;

/**
 * Run & Check's calls: the exercise of a lesson, saving a draft, the server's check of a program (the verdict that
 * counts) and revealing the solution. A save or a check writes the server's answer (passed, hints used, solution
 * available) and the code into the cached exercise, so Complete Step and the solution button follow at once.
 */
export const exerciseApi = api.injectEndpoints({
  endpoints: (build) => ({
    learningFetchExercise: build.query<Exercise, ExerciseArgs>({
      query: (args) => apiRequest('fetchExercise', args, exerciseErrorMessages.exercise),
    }),

    learningSaveExerciseAttempt: build.mutation<ApiBody<'saveExerciseAttempt'>, SaveAttemptArgs>({
      query: (args) => apiRequest('saveExerciseAttempt', args, exerciseErrorMessages.attempt),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const saved = (await queryFulfilled.catch(() => null))?.data;
        if (saved) dispatch(recordProgress(args, saved));
      },
    }),

    learningCheckExercise: build.mutation<ExerciseVerdict, SaveAttemptArgs>({
      query: (args) => apiRequest('checkExercise', args, exerciseErrorMessages.check),
      // A pass counts the day for the streak, even on a lesson completed before.
      invalidatesTags: (verdict) => (verdict?.Verdict === 'passed' ? ['LearningStreak'] : []),
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const verdict = (await queryFulfilled.catch(() => null))?.data;
        if (verdict) dispatch(recordProgress(args, verdict));
      },
    }),

    learningRevealExerciseSolution: build.mutation<string, ExerciseArgs>({
      query: (args) => apiRequest('revealExerciseSolution', args, exerciseErrorMessages.solution),
      transformResponse: (body: ApiBody<'revealExerciseSolution'>) => body.Solution,
    }),
  }),
});

/** Writes the server's answer and the code into the cached exercise. */
function recordProgress(args: SaveAttemptArgs, progress: Progress) {
  return exerciseApi.util.updateQueryData(
    'learningFetchExercise',
    { UserID: args.UserID, CourseID: args.CourseID, LessonID: args.LessonID },
    (exercise) => {
      exercise.LastCode = args.Code;
      exercise.Passed = exercise.Passed || progress.Passed;
      exercise.HintsUsed = Math.max(exercise.HintsUsed, progress.HintsUsed);
      exercise.SolutionAvailable = exercise.SolutionAvailable || progress.SolutionAvailable;
    },
  );
}

export const {
  useLearningFetchExerciseQuery,
  useLearningSaveExerciseAttemptMutation,
  useLearningCheckExerciseMutation,
  useLearningRevealExerciseSolutionMutation,
} = exerciseApi;
