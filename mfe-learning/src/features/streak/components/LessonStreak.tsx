import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { weekWorkText, type LearningStreak } from 'shared-contract';
import { useAppSelector, useLearningStreak } from 'shared-events';
import { media, StreakCard } from 'shared-ui';
import { Celebration } from './Celebration';
import { celebrationFor, celebrationText } from '../model/celebration';
import { selectLastCompletionAt } from '../model/lastCompletion';
import { useReducedMotion } from '../model/useReducedMotion';

const Figures = styled.div`
  ${media.below('mobile')} {
    display: block;

    &[data-hide-on-small-screens] {
      display: none;
    }
  }
`;

export interface LessonStreakProps {
  /** Whether the figures show on a small screen (the course menu is open there); a celebration always shows. */
  figuresOnSmallScreens?: boolean;
}

/**
 * The lesson sidebar's streak: current and best streak and the week against the goal. It is read again after
 * each completed step (the completion invalidates it), and a completion that meets the goal or lengthens the
 * best streak is celebrated.
 */
export function LessonStreak({ figuresOnSmallScreens = true }: LessonStreakProps) {
  const streak = useLearningStreak();
  const completedAt = useAppSelector(selectLastCompletionAt);
  const reducedMotion = useReducedMotion();
  const [celebration, setCelebration] = useState<{ text: string; key: number } | null>(null);
  // The latest completion seen: RTK Query forgets a mutation when the lesson that sent it goes away.
  const lastCompletion = useRef(0);
  const previous = useRef<{ data: LearningStreak; at: number } | null>(null);

  useEffect(() => {
    lastCompletion.current = Math.max(lastCompletion.current, completedAt);
  }, [completedAt]);

  const { data, fulfilledTimeStamp: at } = streak;
  useEffect(() => {
    // Another learner's figures (the cache was dropped when the profile changed) are compared with nothing.
    if (!data) previous.current = null;
    if (!data || at === undefined || previous.current?.at === at) return;
    const before = previous.current;
    previous.current = { data, at };
    // Only figures read after the learner's own completion in this page session are celebrated.
    if (!before || lastCompletion.current <= before.at) return;
    const earned = celebrationFor(before.data, data);
    if (earned) setCelebration({ text: celebrationText(earned), key: at });
  }, [data, at]);

  if (!data) return null;
  return (
    <div>
      <Figures data-hide-on-small-screens={!figuresOnSmallScreens || undefined}>
        <StreakCard {...data} title="Your streak" compact>
          <p>{weekWorkText(data)}</p>
        </StreakCard>
      </Figures>
      <Celebration
        text={celebration?.text ?? null}
        burstKey={celebration?.key ?? 0}
        reducedMotion={reducedMotion}
        onDismiss={() => setCelebration(null)}
      />
    </div>
  );
}
