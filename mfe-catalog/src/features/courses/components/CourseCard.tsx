import { useId } from 'react';
import { Link } from 'react-router-dom';
import { bus, formatCount } from 'shared-events';
import type { Course } from 'shared-contract';
import { Card, FallbackImage } from 'shared-ui';
import { EnrollButton, useEnrollAction } from '../../enrollment';
import { instructor } from '../../instructors';
import { CardRating } from '../../reviews';
import styles from './CourseCard.module.css';
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
  const Name = headingLevel;
  return (
    <Card
      as="article"
      $padding="none"
      $interactive
      className={styles.article}
      data-layout={layout}
      aria-labelledby={nameId}
    >
      <Link
        className={styles.imageLink}
        data-layout={layout}
        to={coursePath}
        onClick={track}
        tabIndex={-1}
        aria-hidden="true"
      >
        <FallbackImage
          className={styles.image}
          src={course.CourseImage}
          alt=""
          loading="lazy"
          width={640}
          height={360}
        />
      </Link>
      <div className={styles.body}>
        <p className={styles.level}>{course.Level}</p>
        <Name className={styles.name} id={nameId}>
          <Link to={coursePath} onClick={track}>
            {course.CourseName}
          </Link>
        </Name>
        <ul className={styles.facts} aria-label="Course facts">
          {lessons !== undefined && <li>{plural(lessons, 'lesson')}</li>}
          <li>{plural(course.Students, 'student')}</li>
          <ContinueLink course={course} />
        </ul>
        {!compact && (
          <>
            <p className={styles.description}>{summary(course.CourseDescription)}</p>
            <p className={styles.instructor}>
              Instructor: <strong>{instructor.name}</strong>
            </p>
          </>
        )}
        <CardRating courseId={course.CourseID} />
        <div className={styles.footer}>
          <CoursePrice course={course} />
          <EnrollButton course={course} continueLabel="Open Course" describedBy={nameId} />
        </div>
      </div>
    </Card>
  );
}
