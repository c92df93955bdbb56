import type { Course } from 'shared-contract';
import { CourseCard, type CourseCardLayout } from './CourseCard';
import { List } from './CourseList.styles';

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
      {courses.map((course) => (
        <li key={course.CourseID}>
          <CourseCard
            course={course}
            lessons={lessonCounts?.get(course.CourseID)}
            layout={layout}
            compact={compact}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </List>
  );
}
