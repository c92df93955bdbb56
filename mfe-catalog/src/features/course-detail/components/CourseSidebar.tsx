import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from 'shared-contract';
import { formatCount, isChildProfileActive, selectEnrollments, useAppSelector } from 'shared-events';
import { Card, FallbackImage } from 'shared-ui';
import { CouponBox } from '../../coupons';
import { useLessonCounts } from '../../courses';
import { instructor } from '../../instructors';
import { Aside, Facts, Latest } from './CourseSidebar.styles';

export const formatDuration = ({ Hours, Minutes }: Course['CourseDuration']) =>
  [Hours ? `${Hours}h` : '', Minutes ? `${Minutes}m` : ''].filter(Boolean).join(' ') || '0m';

interface CourseSidebarProps {
  course: Course;
  latest: readonly Course[];
  couponCode: string | undefined;
  onCouponValidated: (code: string | null) => void;
}

/** Course facts, the coupon box (only for learners not enrolled) and the latest courses. */
export function CourseSidebar({ course, latest, couponCode, onCouponValidated }: CourseSidebarProps) {
  // Coupons are for buying, which is the parent's.
  const childActive = useAppSelector(isChildProfileActive);
  const enrolled = useAppSelector(selectEnrollments).some((entry) => entry.CourseID === course.CourseID);
  const single = useMemo(() => [course], [course]);
  const lessons = useLessonCounts(single).get(course.CourseID);
  return (
    <Aside aria-label="Course information">
      <Card>
        <h2>Course details</h2>
        <Facts>
          <dt>Instructor</dt>
          <dd>{instructor.name}</dd>
          <dt>Lectures</dt>
          <dd>{lessons ?? '…'}</dd>
          <dt>Duration</dt>
          <dd>{formatDuration(course.CourseDuration)}</dd>
          <dt>Enrolled</dt>
          <dd>{`${formatCount(course.Students)} students`}</dd>
          <dt>Language</dt>
          <dd>English</dd>
        </Facts>
      </Card>
      {!enrolled && !childActive && (
        <Card>
          <CouponBox initialCode={couponCode} onValidated={onCouponValidated} />
        </Card>
      )}
      {latest.length > 0 && (
        <Card>
          <h2>Latest Courses</h2>
          <Latest>
            {latest.map((entry) => (
              <li key={entry.CourseID}>
                <FallbackImage src={entry.CourseImage} alt="" width={72} height={40} loading="lazy" />
                <Link to={`/course/${entry.CourseLink}`}>{entry.CourseName}</Link>
              </li>
            ))}
          </Latest>
        </Card>
      )}
    </Aside>
  );
}
