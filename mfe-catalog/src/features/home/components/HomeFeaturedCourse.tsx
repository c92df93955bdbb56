import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from 'shared-contract';
import {
  apiErrorMessage,
  errorMessages,
  isChildProfileActive,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import { Button, ErrorText, primaryAction, Spinner } from 'shared-ui';
import { CoursePrice, trackCourseCardClick } from '../../courses';
import { useEnrollAction } from '../../enrollment';
import { CardRating } from '../../reviews';
import { Body, Feature, Image, Label } from './HomeFeaturedCourse.styles';

/** The featured course on the home page (learning spec §1). */
export const FEATURED_COURSE_ID = 5;

/**
 * The featured course's call to action: Continue where an owner left off; else Enroll Now to the main course page,
 * which a child profile reads as View course (buying is the parent's).
 */
function FeaturedAction({ course, describedBy }: { course: Course; describedBy: string }) {
  const { brand } = useRuntimeConfig();
  const action = useEnrollAction(course);
  const childActive = useAppSelector(isChildProfileActive);
  // While an owned course's chapters load, it is offered as to anyone else.
  const continuePath = action.kind === 'continue' ? action.path : null;
  return (
    <Button
      {...primaryAction}
      as={Link}
      to={continuePath ?? `/course/${brand.productLink}`}
      size="lg"
      aria-describedby={describedBy}
      onClick={() => trackCourseCardClick(course.CourseName)}
    >
      {continuePath ? 'Continue' : childActive ? 'View course' : 'Enroll Now'}
    </Button>
  );
}

/** Home region 'home.featuredCourse': CourseID 5 with Enroll Now to the main course page. */
export default function HomeFeaturedCourse() {
  const headingId = useId();
  const { data: courses, error, isLoading } = useGetCoursesQuery();
  const course = courses?.find((entry) => entry.CourseID === FEATURED_COURSE_ID);
  if (isLoading) return <Spinner label="Loading the featured course" />;
  // Said as the other course regions say it; a catalogue without course 5 simply features nothing.
  if (error) return <ErrorText>{apiErrorMessage(error, errorMessages.courses)}</ErrorText>;
  if (!course) return null;
  const description = course.CourseDescription.split('\n')[0];
  return (
    <Feature aria-labelledby={headingId}>
      <Image src={course.CourseImage} alt="" width={640} height={360} loading="lazy" />
      <Body>
        <Label>Featured course</Label>
        <h2 id={headingId}>{course.CourseName}</h2>
        <CardRating courseId={course.CourseID} />
        <p>{description}</p>
        <CoursePrice course={course} />
        <FeaturedAction course={course} describedBy={headingId} />
      </Body>
    </Feature>
  );
}
