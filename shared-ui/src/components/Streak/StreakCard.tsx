import { useId, type ReactNode } from 'react';
import { Card } from '../Card';
import { ProgressBar } from '../ProgressBar';
import styles from './StreakCard.module.css';

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
  const Heading = `h${headingLevel}` as const;
  const goalText = `${lessonsThisWeek} of ${lessonsText(weeklyGoal)}`;
  return (
    <Card as="section" aria-labelledby={headingId} $padding={compact ? 'sm' : 'lg'} $elevation="none">
      <Heading
        className={[styles.heading, compact && styles.compact].filter(Boolean).join(' ')}
        id={headingId}
      >
        {title}
      </Heading>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt className={styles.term}>Current streak</dt>
          <dd className={styles.value}>{daysText(currentStreak)}</dd>
        </div>
        <div className={styles.figure}>
          <dt className={styles.term}>Best streak</dt>
          <dd className={styles.value}>{daysText(bestStreak)}</dd>
        </div>
      </dl>
      <p className={styles.goal}>This week: {goalText}</p>
      <ProgressBar
        label="Weekly goal progress"
        value={lessonsThisWeek}
        max={weeklyGoal}
        valueText={goalText}
        successAbove={99}
      />
      {lessonsThisWeek >= weeklyGoal && <p className={styles.reached}>Weekly goal reached</p>}
      {children && <div className={styles.extra}>{children}</div>}
    </Card>
  );
}
