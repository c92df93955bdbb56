import type { LearningStreak } from 'shared-contract';
import { celebrationFor, celebrationText } from './celebration';

const streak = (overrides: Partial<LearningStreak> = {}): LearningStreak => ({
  currentStreak: 3,
  bestStreak: 4,
  activeToday: true,
  weeklyGoal: 3,
  lessonsThisWeek: 2,
  exercisesThisWeek: 0,
  summariesThisWeek: 0,
  weekStart: '2026-11-23',
  ...overrides,
});

it('celebrates the lesson that meets the weekly goal, once', () => {
  expect(celebrationFor(streak(), streak({ lessonsThisWeek: 3 }))).toEqual({
    goalReached: true,
    newBestStreak: null,
  });
  expect(celebrationFor(streak({ lessonsThisWeek: 3 }), streak({ lessonsThisWeek: 4 }))).toBeNull();
});

it('celebrates a goal met in a new week even if last week met it too', () => {
  const lastWeek = streak({ lessonsThisWeek: 5, weekStart: '2026-11-16' });
  expect(celebrationFor(lastWeek, streak({ weeklyGoal: 1, lessonsThisWeek: 1 }))?.goalReached).toBe(true);
});

it('celebrates a best streak that grows, from two days on', () => {
  expect(celebrationFor(streak(), streak({ currentStreak: 5, bestStreak: 5 }))).toEqual({
    goalReached: false,
    newBestStreak: 5,
  });
  expect(celebrationFor(streak({ bestStreak: 0 }), streak({ currentStreak: 1, bestStreak: 1 }))).toBeNull();
  expect(celebrationFor(streak({ bestStreak: 1 }), streak({ currentStreak: 2, bestStreak: 2 }))).toEqual({
    goalReached: false,
    newBestStreak: 2,
  });
});

it('celebrates nothing when a completion changes neither', () => {
  expect(celebrationFor(streak(), streak({ currentStreak: 4 }))).toBeNull();
  expect(celebrationFor(streak(), streak())).toBeNull();
});

it('says both when both happen', () => {
  const both = celebrationFor(streak(), streak({ lessonsThisWeek: 3, currentStreak: 5, bestStreak: 5 }));
  expect(both && celebrationText(both)).toBe('Weekly goal reached! New best streak: 5 days!');
});
