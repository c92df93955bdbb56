import type { ChildProgress } from 'shared-contract';
import { VisuallyHidden } from 'shared-ui';
import { weekLabel } from '../model/lessonLinks';
import { ExercisesBar, Figure, Key, Legend, LessonsBar, SummariesBar } from './ActivityChart.styles';

const WIDTH = 240;
const HEIGHT = 80;
const GAP = 4;

export interface ActivityChartProps {
  name: string;
  weeks: ChildProgress['weeks'];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Lessons, exercises and chapter summaries done per week, oldest first, as three bars a week: a small SVG (no
 * chart library for eight groups of bars), named for screen readers, with the same figures in a table they can
 * read.
 */
export function ActivityChart({ name, weeks }: ActivityChartProps) {
  const most = Math.max(1, ...weeks.flatMap((week) => [week.lessons, week.exercises, week.summaries]));
  const slot = WIDTH / Math.max(weeks.length, 1);
  const bar = Math.max(2, (slot - GAP) / 3);
  const height = (count: number) => (count / most) * (HEIGHT - 2);
  const sum = (figure: 'lessons' | 'exercises' | 'summaries') =>
    weeks.reduce((total, week) => total + week[figure], 0);
  const totals = [
    plural(sum('lessons'), 'lesson', 'lessons'),
    plural(sum('exercises'), 'exercise', 'exercises'),
    plural(sum('summaries'), 'chapter summary', 'chapter summaries'),
  ];
  return (
    <Figure>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${name}'s activity over the last ${weeks.length} weeks: ${totals[0]}, ${totals[1]} and ${totals[2]}`}
      >
        {weeks.map((week, index) => (
          <g key={week.weekStart}>
            <LessonsBar
              x={index * slot}
              y={HEIGHT - height(week.lessons)}
              width={bar}
              height={height(week.lessons)}
            />
            <ExercisesBar
              x={index * slot + bar}
              y={HEIGHT - height(week.exercises)}
              width={bar}
              height={height(week.exercises)}
            />
            <SummariesBar
              x={index * slot + 2 * bar}
              y={HEIGHT - height(week.summaries)}
              width={bar}
              height={height(week.summaries)}
            />
          </g>
        ))}
      </svg>
      <Legend aria-hidden="true">
        <Key data-tone="primary">Lessons</Key>
        <Key data-tone="secondary">Exercises</Key>
        <Key data-tone="summary">Chapter summaries</Key>
      </Legend>
      <VisuallyHidden as="div">
        <table>
          <caption>{name}&apos;s activity by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Lessons</th>
              <th scope="col">Exercises</th>
              <th scope="col">Chapter summaries</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{weekLabel(week.weekStart)}</th>
                <td>{week.lessons}</td>
                <td>{week.exercises}</td>
                <td>{week.summaries}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Figure>
  );
}
