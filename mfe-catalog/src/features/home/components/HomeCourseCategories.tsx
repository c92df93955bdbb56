import { useId } from 'react';
import styled from 'styled-components';
import { apiErrorMessage, errorMessages, useGetCoursesQuery } from 'shared-events';
import type { Course } from 'shared-contract';
import { ErrorText, Spinner, Tabs } from 'shared-ui';
import { CourseList } from '../../courses';

export const ALL_CATEGORIES = 'All';

/** 'All' plus each distinct category of the loaded courses, in order of first appearance. */
export function courseCategories(courses: readonly Course[]): string[] {
  return [ALL_CATEGORIES, ...new Set(courses.flatMap((course) => course.Categories))];
}

export function coursesInCategory(courses: readonly Course[], category: string): Course[] {
  const chosen =
    category === ALL_CATEGORIES ? courses : courses.filter((course) => course.Categories.includes(category));
  return [...chosen].sort((a, b) => a.CourseID - b.CourseID);
}

const Heading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.lg};
  text-align: center;
`;

/** Home region 'home.courseCategories': 'Find the Right Course for you' with a tab per category. */
export default function HomeCourseCategories() {
  const headingId = useId();
  const { data: courses, error, isLoading } = useGetCoursesQuery();
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Find the Right Course for you</Heading>
      {isLoading && <Spinner label="Loading courses" />}
      {error && <ErrorText>{apiErrorMessage(error, errorMessages.courses)}</ErrorText>}
      {courses && (
        <Tabs
          label="Course categories"
          items={courseCategories(courses).map((category) => ({
            id: category,
            label: category,
            content: (
              <CourseList
                courses={coursesInCategory(courses, category)}
                compact
                label={`${category} courses`}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}
