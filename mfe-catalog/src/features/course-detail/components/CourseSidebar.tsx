import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Course } from 'shared-contract';
import { formatCount, isChildProfileActive, useAppSelector } from 'shared-platform';
import { Card, FallbackImage } from 'shared-ui';
import { CouponBox } from '../../coupons';
import { instructor } from '../../instructors';

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;

const Latest = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 72px 1fr;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
  img {
    width: 72px;
    height: 40px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const formatDuration = ({ Hours, Minutes }: Course['CourseDuration']) =>
  [Hours ? `${Hours}h` : '', Minutes ? `${Minutes}m` : ''].filter(Boolean).join(' ') || '0m';

interface CourseSidebarProps {
  course: Course;
  lessons: number | undefined;
  enrolled: boolean;
  latest: readonly Course[];
  couponCode: string | undefined;
  onCouponValidated: (code: string | null) => void;
}

/** Course facts, the coupon box (only for learners not enrolled) and the latest courses. */
export function CourseSidebar({
  course,
  lessons,
  enrolled,
  latest,
  couponCode,
  onCouponValidated,
}: CourseSidebarProps) {
  // Coupons are for buying, which is the parent's.
  const childActive = useAppSelector(isChildProfileActive);
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
