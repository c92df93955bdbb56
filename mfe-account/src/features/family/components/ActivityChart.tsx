import styled from 'styled-components';
import type { ChildProgress } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { weekLabel } from '../model/lessonLinks';

const WIDTH = 240;
const HEIGHT = 80;
const GAP = 4;

const Figure = styled.figure`
  margin: 0;
  svg {
    display: block;
    width: 100%;
    max-width: ${WIDTH}px;
    height: auto;
  }
  .lessons {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .exercises {
    fill: ${({ theme }) => theme.colors.secondary};
  }
`;

const Legend = styled.figcaption`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Key = styled.span<{ $tone: 'primary' | 'secondary' }>`
  &::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: 0.25rem;
    background: ${({ theme, $tone }) => theme.colors[$tone]};
  }
`;

export interface ActivityChartProps {
  name: string;
  weeks: ChildProgress['weeks'];
}

/**
 * Lessons and exercises completed per week, oldest first, as two bars a week: a small SVG (no chart library for
 * eight pairs of bars), named for screen readers, with the same figures in a table they can read.
 */
export function ActivityChart({ name, weeks }: ActivityChartProps) {
  const most = Math.max(1, ...weeks.flatMap((week) => [week.lessons, week.exercises]));
  const slot = WIDTH / Math.max(weeks.length, 1);
  const bar = Math.max(2, (slot - GAP) / 2);
  const height = (count: number) => (count / most) * (HEIGHT - 2);
  const total = weeks.reduce((sum, week) => sum + week.lessons + week.exercises, 0);
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${name}'s activity over the last ${weeks.length} weeks: ${total} lessons and exercises completed`}
      >
        {weeks.map((week, index) => (
          <g key={week.weekStart}>
            <rect
              className="lessons"
              x={index * slot}
              y={HEIGHT - height(week.lessons)}
              width={bar}
              height={height(week.lessons)}
            />
            <rect
              className="exercises"
              x={index * slot + bar}
              y={HEIGHT - height(week.exercises)}
              width={bar}
              height={height(week.exercises)}
            />
          </g>
        ))}
      </svg>
      <Legend aria-hidden="true">
        <Key $tone="primary">Lessons</Key>
        <Key $tone="secondary">Exercises</Key>
      </Legend>
      <VisuallyHidden as="div">
        <table>
          <caption>{name}&apos;s activity by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Lessons</th>
              <th scope="col">Exercises</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.lessons}</td>
                <td>{week.exercises}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
