import { act } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { configureApi, setDynamoData, setUser, type UserInfo } from 'shared-events';
import type { LearningStreak } from 'shared-contract';
import {
  apiHandler,
  renderWithStore,
  server,
  setTestRuntimeConfig,
  TEST_API_BASE,
  type ApiResolver,
} from 'shared-events/testing';

import FreeTrialCompletePage from '../features/free-trial/components/FreeTrialCompletePage';
import LessonPage from '../features/lesson/components/LessonPage';

export const LEARNER: UserInfo = {
  userId: 'u-1',
  attributes: { email: 'ada@example.com', name: 'Ada Lovelace' },
};
export const LESSON_ROUTE = '/course/:courseLink/chapter/:chapterId/lesson/:lessonId';
export const TRIAL_DONE_ROUTE = '/course/:courseLink/chapter/:chapterId/completedFreeTrial';

setTestRuntimeConfig();

function CurrentLocation() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** A learner's streak as the lesson sidebar reads it: nothing yet this week. */
export const NEW_STREAK: LearningStreak = {
  currentStreak: 0,
  bestStreak: 0,
  activeToday: false,
  weeklyGoal: 3,
  lessonsThisWeek: 0,
  exercisesThisWeek: 0,
  summariesThisWeek: 0,
  weekStart: '2026-11-23',
};

export interface RenderLearningOptions {
  signedIn?: boolean;
  /** How the fake API answers the sidebar's streak (signed in only); NEW_STREAK every time by default. */
  streak?: ApiResolver<'getLearningStreak'>;
}

/** Renders the learning pages at `path` in a fresh app store, signed in as a learner unless `signedIn` is false. */
export function renderLearning(
  path: string,
  { signedIn = true, streak = () => NEW_STREAK }: RenderLearningOptions = {},
) {
  if (signedIn) server.use(apiHandler('getLearningStreak', streak));
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const rendered = renderWithStore(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={LESSON_ROUTE} element={<LessonPage />} />
        <Route path={TRIAL_DONE_ROUTE} element={<FreeTrialCompletePage />} />
        <Route path="*" element={null} />
      </Routes>
      <CurrentLocation />
    </MemoryRouter>,
  );
  if (signedIn)
    act(() => {
      rendered.store.dispatch(setUser(LEARNER));
      rendered.store.dispatch(
        setDynamoData({
          UserID: LEARNER.userId,
          firstName: 'Ada',
          lastName: 'Lovelace',
          userName: 'ada',
          userEmail: LEARNER.attributes.email,
          publicProfile: false,
          LFG: false,
          klaviyoProfileID: 'kl-1',
          referralLink: 'None',
        }),
      );
    });
  return rendered;
}
