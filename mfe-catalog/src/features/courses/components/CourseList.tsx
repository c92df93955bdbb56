import type { Course } from 'shared-contract';
import { Staged } from 'shared-ui';
import { CourseCard, type CourseCardLayout } from './CourseCard';
import { List } from './CourseList.styles';

/** Cards rendered with the list; each one after them renders in a task of its own on arrival (shared-ui Staged). */
const CARDS_AT_ONCE = 2;

interface CourseListProps {
  courses: readonly Course[];
  lessonCounts?: ReadonlyMap<number, number>;
  layout?: CourseCardLayout;
  compact?: boolean;
  headingLevel?: 'h2' | 'h3';
  label: string;
}

export function CourseList({
  courses,
  lessonCounts,
  layout = 'grid',
  compact,
  headingLevel,
  label,
}: CourseListProps) {
  return (
    <List $layout={layout} aria-label={label}>
      {courses.map((course, index) => {
        const item = (
          <li key={course.CourseID}>
            <CourseCard
              course={course}
              lessons={lessonCounts?.get(course.CourseID)}
              layout={layout}
              compact={compact}
              headingLevel={headingLevel}
            />
          </li>
        );
        // A card (its picture, price, rating stars and enrol button) is ~25 ms of a phone's main thread.
        return index < CARDS_AT_ONCE ? item : <Staged key={course.CourseID}>{item}</Staged>;
      })}
    </List>
  );
}
