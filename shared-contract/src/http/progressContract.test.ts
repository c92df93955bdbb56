import { certificateMessages, certificateRequest, certificatePagePath } from './certificates';
import { describeIssues } from './fields';
import { streakMessages, weeklyGoalRequest, WEEKLY_GOAL_MAX } from './streaks';
import { saveVideoPositionRequest, VIDEO_POSITION_MAX_SECONDS } from './videoPositions';

test('a certificate number is read trimmed and upper-cased, and anything else is refused in plain words', () => {
  expect(certificateRequest.parse({ certificateId: ' 7kq2-m9xd-4tzb-h1rc ' })).toEqual({
    certificateId: '7KQ2-M9XD-4TZB-H1RC',
  });
  for (const certificateId of ['7KQ2M9XD4TZBH1RC', '7KQ2-M9XD-4TZB-H1RI', '../../etc', 'x'.repeat(65), 42]) {
    const parsed = certificateRequest.safeParse({ certificateId });
    expect(parsed.success || describeIssues(parsed.error)).toBe(certificateMessages.idFormat);
  }
  expect(certificatePagePath('7KQ2-M9XD-4TZB-H1RC')).toBe('/certificate/7KQ2-M9XD-4TZB-H1RC');
});

test('a weekly goal is a whole number of lessons within the range, for oneself or a named child profile', () => {
  expect(weeklyGoalRequest.parse({ weeklyGoal: 5 })).toEqual({ weeklyGoal: 5 });
  const profileId = '7d0c8a8e-2f4b-4c43-9a59-2f3c1d7e9b10';
  expect(weeklyGoalRequest.parse({ weeklyGoal: 1, profileId })).toEqual({ weeklyGoal: 1, profileId });
  for (const weeklyGoal of [0, WEEKLY_GOAL_MAX + 1, 2.5, '3']) {
    const parsed = weeklyGoalRequest.safeParse({ weeklyGoal });
    expect(parsed.success || describeIssues(parsed.error)).toBe(streakMessages.goalRange);
  }
  expect(weeklyGoalRequest.safeParse({ weeklyGoal: 3, profileId: 'someone-else' }).success).toBe(false);
});

test('a video position is a finite number of seconds within a lesson video', () => {
  const position = { CourseID: 1, LessonID: 2, PositionSeconds: 192.4, DurationSeconds: 300 };
  expect(saveVideoPositionRequest.parse(position)).toEqual(position);
  expect(saveVideoPositionRequest.parse({ ...position, DurationSeconds: null }).DurationSeconds).toBeNull();
  for (const PositionSeconds of [-1, VIDEO_POSITION_MAX_SECONDS + 1, Infinity, Number.NaN, '12']) {
    expect(saveVideoPositionRequest.safeParse({ ...position, PositionSeconds }).success).toBe(false);
  }
});
