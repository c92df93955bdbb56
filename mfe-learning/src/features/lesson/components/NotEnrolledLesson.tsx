import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { checkoutPath, coursePath } from 'shared-events';
import type { Course } from 'shared-contract';
import { Button } from 'shared-ui';
import { FREE_TRIAL } from '../../course';

/** The free-trial course's page, where a learner starts the trial. */
const FREE_TRIAL_PATH = coursePath('free-trial');

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * What a signed-in learner sees on a lesson of a course they have not bought: which course it belongs to and
 * the ways in (enroll, read about the course, or try the free trial), instead of the API's refusal.
 */
export function NotEnrolledLesson({
  course,
}: {
  course: Pick<Course, 'CourseID' | 'CourseLink' | 'CourseName'>;
}) {
  return (
    <section aria-labelledby="lesson-title">
      <h1 id="lesson-title">This lesson is part of {course.CourseName}</h1>
      <p>
        Enroll in the course to watch its lessons, practise with its exercises and keep track of your
        progress.
      </p>
      <Actions>
        <Button as={Link} to={checkoutPath(course.CourseID)}>
          Enroll Now
        </Button>
        <Button as={Link} to={coursePath(course.CourseLink)} variant="secondary">
          About {course.CourseName}
        </Button>
        {course.CourseID !== FREE_TRIAL.courseId && (
          <Button as={Link} to={FREE_TRIAL_PATH} variant="ghost">
            Try the free trial
          </Button>
        )}
      </Actions>
    </section>
  );
}
