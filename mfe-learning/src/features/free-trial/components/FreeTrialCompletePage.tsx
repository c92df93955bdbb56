import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Course } from 'shared-contract';
import {
  bus,
  isChildProfileActive,
  lessonPath,
  resumeLesson,
  selectEnrollmentsStatus,
  selectIsLoggedIn,
  selectUserId,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import { Button, Card, ErrorText, PageContainer, Spinner, Stack, VisuallyHidden } from 'shared-ui';
import { FREE_TRIAL, isFreeTrialComplete, useCompletedLessons, useCourseOutline } from '../../course';
import { SignInRequired } from '../../sign-in';
import { useResumeLink } from '../model/useResumeLink';
import { Coupon, Offers, Page } from './FreeTrialCompletePage.styles';
import { TrialCertificate } from './TrialCertificate';

export const TRIAL_NOT_COMPLETED = 'You have not completed the free trial yet';

interface OfferProps {
  course: Course | undefined;
  /** The course's name, also before the catalogue arrives. */
  name: string;
  heading: string;
  /** What the card says when the learner does not own the course, and its link. */
  pitch: ReactNode;
  action: ReactNode;
}

/** A course to go on with: Continue where the learner left off when they (or their family) own it. */
function Offer({ course, name, heading, pitch, action }: OfferProps) {
  const resume = useResumeLink(course);
  return (
    <Card as="li">
      <h2>{heading}</h2>
      {resume ? (
        <>
          <p>It is already yours: pick up where you left off.</p>
          <Button as={Link} to={resume}>
            Continue <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
        </>
      ) : (
        <>
          {pitch}
          {action}
        </>
      )}
    </Card>
  );
}

/**
 * The reward page. The code TRIALCOMPLETE is a discount for buying the full course, which is the parent's: a
 * child profile is shown no code, price or buy link, and no one is sold a course their family already owns.
 */
function Congratulations() {
  const { productLink } = useRuntimeConfig().brand;
  const { data: courses } = useGetCoursesQuery();
  const childActive = useAppSelector(isChildProfileActive);
  const enrollmentsLoading = useAppSelector(selectEnrollmentsStatus) === 'loading';
  const next = courses?.find((course) => course.CourseLink === FREE_TRIAL.nextCourseLink);
  const main = courses?.find((course) => course.CourseLink === productLink);
  const ownsMain = useResumeLink(main) !== null;
  const nextCourse = next?.CourseName ?? 'Introduction to Python';
  const mainCourse = main?.CourseName ?? 'the full course';
  const coupon = encodeURIComponent(FREE_TRIAL.couponCode);
  const offersReward = !childActive && !ownsMain;

  useEffect(() => {
    bus.publish('analytics:track', {
      event: 'Free Trial Completed',
      properties: { courseId: FREE_TRIAL.courseId },
    });
  }, []);

  return (
    <Stack as={Page} $gap="lg">
      <h1>Congratulations, you have completed the free trial!</h1>
      <TrialCertificate />
      {/* Until the enrolments are known, the parent may own the full course: no code is offered early. */}
      {enrollmentsLoading ? (
        <Spinner label="Finding where to go next" />
      ) : (
        <>
          {offersReward && (
            <Coupon>
              Your reward: use the code <code>{FREE_TRIAL.couponCode}</code> for a discount on the full
              course.
            </Coupon>
          )}
          <Offers aria-label="Where to go next">
            <Offer
              course={next}
              name={nextCourse}
              heading={`Keep going: ${nextCourse}`}
              pitch={<p>Build on what you learned with the next course.</p>}
              action={
                <Button as={Link} to={`/course/${FREE_TRIAL.nextCourseLink}`}>
                  View {nextCourse}
                </Button>
              }
            />
            {childActive ? (
              <Offer
                course={main}
                name={mainCourse}
                heading={`The full course: ${mainCourse}`}
                pitch={
                  <p>
                    Everything from your first line of code to your own projects. Ask a parent if you would
                    like to learn it.
                  </p>
                }
                action={
                  <Button as={Link} to={`/course/${encodeURIComponent(productLink)}`} variant="secondary">
                    View {mainCourse}
                  </Button>
                }
              />
            ) : (
              <Offer
                course={main}
                name={mainCourse}
                heading={`Get the full course: ${mainCourse}`}
                pitch={
                  <p>
                    Everything from your first line of code to your own projects. The code{' '}
                    {FREE_TRIAL.couponCode} is applied for you.
                  </p>
                }
                action={
                  <Button
                    as={Link}
                    to={`/course/${encodeURIComponent(productLink)}?coupon=${coupon}`}
                    variant="secondary"
                  >
                    Get {mainCourse} with {FREE_TRIAL.couponCode}
                  </Button>
                }
              />
            )}
          </Offers>
        </>
      )}
    </Stack>
  );
}

function TrialStatus() {
  const userId = useAppSelector(selectUserId);
  const outline = useCourseOutline({ courseId: FREE_TRIAL.courseId }, FREE_TRIAL.chapterIds);
  const completed = useCompletedLessons(userId, FREE_TRIAL.courseId);

  if (outline.status === 'loading' || completed.status === 'loading')
    return <Spinner label="Checking your free-trial progress" />;
  if (outline.status === 'failed' || outline.status === 'not-found')
    return (
      <Stack as={Page} $gap="lg">
        <h1>Free Trial</h1>
        <ErrorText>{outline.message ?? 'The free trial is not available right now.'}</ErrorText>
      </Stack>
    );

  const trialLessons = outline.chapters.flatMap((chapter) => chapter.lessons);
  if (isFreeTrialComplete(trialLessons, completed.ids)) return <Congratulations />;

  const resume = resumeLesson(outline.order, completed.steps);
  return (
    <Stack as={Page} $gap="lg" $align="flex-start">
      <h1>{TRIAL_NOT_COMPLETED}</h1>
      {completed.error && <ErrorText>{completed.error}</ErrorText>}
      {outline.course && resume && (
        <Button as={Link} to={lessonPath(outline.course.CourseLink, resume)}>
          Continue the free trial
        </Button>
      )}
    </Stack>
  );
}

/** /course/:courseLink/chapter/:chapterId/completedFreeTrial — the reward, shown only once the trial is complete. */
export default function FreeTrialCompletePage() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  return isLoggedIn ? (
    <PageContainer>
      <TrialStatus />
    </PageContainer>
  ) : (
    <SignInRequired />
  );
}
