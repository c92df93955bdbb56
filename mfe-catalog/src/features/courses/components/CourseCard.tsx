import { useId } from 'react';
import { Link } from 'react-router-dom';
import { bus, formatCount } from 'shared-events';
import type { Course } from 'shared-contract';
import { EnrollButton, useEnrollAction } from '../../enrollment';
import { instructor } from '../../instructors';
import { CardRating } from '../../reviews';
import {
  Article,
  Body,
  Description,
  Facts,
  Footer,
  Image,
  ImageLink,
  Instructor,
  Level,
  Name,
} from './CourseCard.styles';
import { CoursePrice } from './CoursePrice';

export type CourseCardLayout = 'grid' | 'list';

interface CourseCardProps {
  course: Course;
  /** Lessons in the course, when its chapters are known. */
  lessons?: number;
  layout?: CourseCardLayout;
  /** Short cards (home page) leave out the description and instructor. */
  compact?: boolean;
  /** The heading level of the course name, so cards fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

export const COURSE_CARD_CLICKED = 'Course Card Clicked';

export function trackCourseCardClick(courseName: string) {
  bus.publish('analytics:track', { event: COURSE_CARD_CLICKED, properties: { courseName } });
}

const plural = (count: number, word: string) => `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** The description's first paragraph (its numbered outline belongs on the course page). */
const summary = (description: string) => description.split('\n')[0] ?? description;

function ContinueLink({ course }: { course: Course }) {
  const action = useEnrollAction(course);
  if (action.kind !== 'continue' || action.path === null) return null;
  return (
    <li>
      <Link to={action.path}>Continue</Link>
    </li>
  );
}

export function CourseCard({
  course,
  lessons,
  layout = 'grid',
  compact = false,
  headingLevel = 'h3',
}: CourseCardProps) {
  const nameId = useId();
  const coursePath = `/course/${course.CourseLink}`;
  const track = () => trackCourseCardClick(course.CourseName);
  return (
    <Article $layout={layout} aria-labelledby={nameId}>
      <ImageLink $layout={layout} to={coursePath} onClick={track} tabIndex={-1} aria-hidden="true">
        <Image src={course.CourseImage} alt="" loading="lazy" width={640} height={360} />
      </ImageLink>
      <Body>
        <Level>{course.Level}</Level>
        <Name as={headingLevel} id={nameId}>
          <Link to={coursePath} onClick={track}>
            {course.CourseName}
          </Link>
        </Name>
        <Facts aria-label="Course facts">
          {lessons !== undefined && <li>{plural(lessons, 'lesson')}</li>}
          <li>{plural(course.Students, 'student')}</li>
          <ContinueLink course={course} />
        </Facts>
        {!compact && (
          <>
            <Description>{summary(course.CourseDescription)}</Description>
            <Instructor>
              Instructor: <strong>{instructor.name}</strong>
            </Instructor>
          </>
        )}
        <CardRating courseId={course.CourseID} />
        <Footer>
          <CoursePrice course={course} />
          <EnrollButton course={course} continueLabel="Open Course" describedBy={nameId} />
        </Footer>
      </Body>
    </Article>
  );
}
