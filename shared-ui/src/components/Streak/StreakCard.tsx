import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '../Card';
import { ProgressBar } from '../ProgressBar';

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

const Heading = styled.h2<{ $compact: boolean }>`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme, $compact }) => theme.typography.sizes[$compact ? 'lg' : 'xl']};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};
  div {
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Goal = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.text};
`;

const Reached = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;

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
      <Heading as={`h${headingLevel}`} id={headingId} $compact={compact}>
        {title}
      </Heading>
      <Figures>
        <div>
          <dt>Current streak</dt>
          <dd>{daysText(currentStreak)}</dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>{daysText(bestStreak)}</dd>
        </div>
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
