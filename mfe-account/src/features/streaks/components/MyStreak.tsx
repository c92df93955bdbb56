import { weekWorkText } from 'shared-contract';
import {
  apiErrorMessage,
  isChildProfileActive,
  streakErrorMessages,
  useAppSelector,
  useLearningStreak,
} from 'shared-events';
import { ErrorText, Spinner, StreakCard } from 'shared-ui';
import { WeeklyGoalForm } from './WeeklyGoalForm';

/** The active learner's streak on My Courses; the account holder sets their goal, a child asks a parent. */
export function MyStreak() {
  const streak = useLearningStreak();
  const childActive = useAppSelector(isChildProfileActive);
  if (streak.isLoading) return <Spinner label="Loading your streak" />;
  if (!streak.data)
    return <ErrorText>{apiErrorMessage(streak.error, streakErrorMessages.streak(500))}</ErrorText>;
  const { weeklyGoal } = streak.data;
  return (
    <StreakCard {...streak.data}>
      <p>{weekWorkText(streak.data)}</p>
      {childActive ? (
        <p>
          Your weekly goal is {weeklyGoal} {weeklyGoal === 1 ? 'lesson' : 'lessons'}. Ask a parent to change
          it.
        </p>
      ) : (
        <WeeklyGoalForm current={weeklyGoal} />
      )}
    </StreakCard>
  );
}
