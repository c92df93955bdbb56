import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FREE_TRIAL_RULES, type Course } from 'shared-contract';
import { isChildProfileActive, useAppSelector } from 'shared-events';
import { Button, primaryAction, type ButtonSize } from 'shared-ui';
import { useEnrollAction } from '../model/useEnrollAction';

export const CHILD_BUY_NOTE = 'Ask a parent to get this course for you.';
/** A child profile starts the free trial on their own: said as what it is, with no word of buying. */
const CHILD_TRIAL_LABEL = 'Start Free Trial';

const ParentBuysNote = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

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
  const childActive = useAppSelector(isChildProfileActive);
  // Buying is the parent's; a child profile starts only the free trial on their own.
  const isFreeTrial = course.CourseID === FREE_TRIAL_RULES.courseId;
  if (action.kind === 'enroll' && childActive && !isFreeTrial)
    return <ParentBuysNote data-testid="child-buy-note">{CHILD_BUY_NOTE}</ParentBuysNote>;
  if (action.kind === 'enroll') {
    return (
      <Button
        {...primaryAction}
        size={size}
        fullWidth={fullWidth}
        aria-describedby={describedBy}
        onClick={action.enroll}
      >
        {childActive ? CHILD_TRIAL_LABEL : 'Enroll Now'}
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
