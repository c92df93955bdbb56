import { FREE_TRIAL_RULES } from 'shared-contract';
import { Link, useLocation } from 'react-router-dom';
import {
  bus,
  checkoutPath,
  selectEnrollments,
  selectIsLoggedIn,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import { Button } from 'shared-ui';
import { Band } from './FreeTrialBanner.styles';

const label = 'START FREE TRIAL';

/**
 * The footer's free-trial call to action. On the main course page a signed-out visitor is asked to sign in
 * (the trial needs an account); everywhere else it goes to the free-trial course. A learner who owns the free
 * trial or the main course (which holds the trial's chapters) has nothing to start, so it is not shown.
 */
export function FreeTrialBanner() {
  const { productLink } = useRuntimeConfig().brand;
  const { pathname } = useLocation();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // The active learner's, a child's included: the family's courses and the child's own trial.
  const enrollments = useAppSelector(selectEnrollments);
  const { data: courses } = useGetCoursesQuery();
  const mainCourseId = courses?.find((course) => course.CourseLink === productLink)?.CourseID;
  const ownsTheCourse = enrollments.some(
    (entry) => entry.CourseID === FREE_TRIAL_RULES.courseId || entry.CourseID === mainCourseId,
  );
  if (isLoggedIn && ownsTheCourse) return null;
  const asksToSignIn = !isLoggedIn && pathname === `/course/${productLink}`;
  return (
    // Not a landmark of its own: it sits in the footer's, and home has the catalogue's 'Try the course for FREE!'
    // region, which two regions of one name would make ambiguous to a screen reader's landmark list.
    <Band>
      <div>
        <h2>Try the course for FREE!</h2>
        <p>Start with the first lessons free: no payment needed, learn anytime, anywhere.</p>
      </div>
      {asksToSignIn ? (
        <Button
          variant="secondary"
          onClick={() =>
            bus.publish('auth:sign-in-requested', { returnTo: checkoutPath(FREE_TRIAL_RULES.courseId) })
          }
        >
          {label}
        </Button>
      ) : (
        <Button as={Link} to="/course/free-trial" variant="secondary">
          {label}
        </Button>
      )}
    </Band>
  );
}
