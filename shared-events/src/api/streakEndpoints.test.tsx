import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setUser } from '../session/userSlice';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { apiAnswer, sentBodies, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { configureApi } from './apiConfig';
import { useLearningStreak } from './streakEndpoints';

const streak = {
  currentStreak: 2,
  bestStreak: 4,
  activeToday: true,
  weeklyGoal: 3,
  lessonsThisWeek: 1,
  exercisesThisWeek: 0,
  summariesThisWeek: 0,
  weekStart: '2026-11-23',
};

function renderStreak({ signedIn }: { signedIn: boolean }) {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store } = createAppStore({ storage: createMemoryStorage() });
  if (signedIn)
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useLearningStreak(), { wrapper });
}

it("asks for the learner's streak in the browser's own time zone", async () => {
  server.use(apiAnswer('getLearningStreak', streak));
  const { result } = renderStreak({ signedIn: true });
  await waitFor(() => expect(result.current.data).toEqual(streak));
  expect(sentBodies('getLearningStreak')).toEqual([
    { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  ]);
});

it('asks nothing while signed out', () => {
  const { result } = renderStreak({ signedIn: false });
  expect(result.current.isUninitialized).toBe(true);
  expect(sentBodies('getLearningStreak')).toEqual([]);
});
