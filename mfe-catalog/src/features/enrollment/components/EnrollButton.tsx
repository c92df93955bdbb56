import { Link } from 'react-router-dom';
import type { Course } from 'shared-contract';
import { Button, primaryAction, type ButtonSize } from 'shared-ui';
import { useEnrollAction } from '../model/useEnrollAction';

interface EnrollButtonProps {
  course: Pick<Course, 'CourseID' | 'CourseLink' | 'CourseChapters'>;
  /** Enrolled learners read 'Open Course' on a card and 'Continue' on the course page (spec §4). */
  continueLabel: 'Open Course' | 'Continue';
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Names the course for screen readers when the label alone is ambiguous (cards). */
  describedBy?: string;
  /** A coupon validated for this course, taken on to checkout. */
  coupon?: string | null;
}

export function EnrollButton({
  course,
  continueLabel,
  size,
  fullWidth,
  describedBy,
  coupon = null,
}: EnrollButtonProps) {
  const action = useEnrollAction(course, coupon);
  if (action.kind === 'enroll') {
    return (
      <Button
        {...primaryAction}
        size={size}
        fullWidth={fullWidth}
        aria-describedby={describedBy}
        onClick={action.enroll}
      >
        Enroll Now
      </Button>
    );
  }
  if (action.path === null) {
    return (
      <Button
        {...primaryAction}
        size={size}
        fullWidth={fullWidth}
        variant="secondary"
        loading
        aria-describedby={describedBy}
      >
        {continueLabel}
      </Button>
    );
  }
  return (
    <Button
      {...primaryAction}
      as={Link}
      to={action.path}
      size={size}
      fullWidth={fullWidth}
      variant="secondary"
      aria-describedby={describedBy}
    >
      {continueLabel}
    </Button>
  );
}
