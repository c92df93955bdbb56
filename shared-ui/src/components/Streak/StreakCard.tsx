import { useId, type ReactNode } from 'react';
import { Card } from '../Card';
import { ProgressBar } from '../ProgressBar';
import { Extra, Figure, Figures, Goal, Heading, Reached, Term, Value } from './StreakCard.styles';

export interface StreakCardProps {
  /** Days in a row with learning, up to today or yesterday. */
  currentStreak: number;
  /** The longest run of days in a row so far. */
  bestStreak: number;
  /** Lessons completed this week. */
  lessonsThisWeek: number;
  /** Lessons a week the learner aims for. */
  weeklyGoal: number;
  /** The card's heading. */
  title?: string;
  /** The heading's level in the page's outline. */
  headingLevel?: 2 | 3;
  /** Tighter spacing for a sidebar. */
  compact?: boolean;
  /** Below the figures: the goal control, or a note about who sets the goal. */
  children?: ReactNode;
}

export const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;
const lessonsText = (lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}`;

/** A learner's streak and weekly goal (presentational: the figures come from the server). */
export function StreakCard({
  currentStreak,
  bestStreak,
  lessonsThisWeek,
  weeklyGoal,
  title = 'Your learning streak',
  headingLevel = 2,
  compact = false,
  children,
}: StreakCardProps) {
  const headingId = useId();
  const goalText = `${lessonsThisWeek} of ${lessonsText(weeklyGoal)}`;
  return (
    <Card as="section" aria-labelledby={headingId} $padding={compact ? 'sm' : 'lg'} $elevation="none">
      <Heading as={`h${headingLevel}`} $compact={compact} id={headingId}>
        {title}
      </Heading>
      <Figures>
        <Figure>
          <Term>Current streak</Term>
          <Value>{daysText(currentStreak)}</Value>
        </Figure>
        <Figure>
          <Term>Best streak</Term>
          <Value>{daysText(bestStreak)}</Value>
        </Figure>
      </Figures>
      <Goal>This week: {goalText}</Goal>
      <ProgressBar
        label="Weekly goal progress"
        value={lessonsThisWeek}
        max={weeklyGoal}
        valueText={goalText}
        successAbove={99}
      />
      {lessonsThisWeek >= weeklyGoal && <Reached>Weekly goal reached</Reached>}
      {children && <Extra>{children}</Extra>}
    </Card>
  );
}
