// What the learning remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'learning',
  devPort: 4102,
  contract: CONTRACT_VERSION,
  exposes: {
    './LessonPage': './src/features/lesson/components/LessonPage.tsx',
    './FreeTrialCompletePage': './src/features/free-trial/components/FreeTrialCompletePage.tsx',
  },
  routes: [
    {
      path: '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
      module: './LessonPage',
      title: 'Lesson',
      quiet: true,
    },
    {
      path: '/course/:courseLink/chapter/:chapterId/completedFreeTrial',
      module: './FreeTrialCompletePage',
      title: 'Free Trial Completed',
    },
  ],
  regions: {},
  endpoints: [
    'learningFetchLesson',
    'learningGetCourseFiles',
    'learningGetCompletedSteps',
    'learningCompleteLesson',
    'learningFetchExercise',
    'learningSaveExerciseAttempt',
    'learningCheckExercise',
    'learningRevealExerciseSolution',
    'learningGetVideoPosition',
    'learningSaveVideoPosition',
    'learningGetOwnCertificates',
  ],
  slices: ['learningVideoPreferences'],
  events: {
    publishes: ['auth:sign-in-requested', 'analytics:track', 'page:metadata-changed'],
    subscribes: ['auth:signed-out'],
  },
});
