import styled, { css } from 'styled-components';
import type { Course } from 'shared-contract';
import { media } from 'shared-ui';
import { CourseCard, type CourseCardLayout } from './CourseCard';

const List = styled.ul<{ $layout: CourseCardLayout }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  ${({ $layout }) =>
    $layout === 'grid'
      ? css`
          grid-template-columns: repeat(3, minmax(0, 1fr));
          ${media.below('large')} {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
          ${media.below('mobile')} {
            grid-template-columns: minmax(0, 1fr);
          }
        `
      : css`
          grid-template-columns: minmax(0, 1fr);
        `}
`;

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
