import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  bus,
  lessonPath,
  resumeLesson,
  selectIsLoggedIn,
  selectUserId,
  useAppSelector,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import { Button, Card, ErrorText, PageContainer, Spinner, Stack } from 'shared-ui';
import { FREE_TRIAL, isFreeTrialComplete, useCompletedLessons, useCourseOutline } from '../../course';
import { SignInRequired } from '../../sign-in';
import { Coupon, Offers, Page } from './FreeTrialCompletePage.styles';

export const TRIAL_NOT_COMPLETED = 'You have not completed the free trial yet';

function Congratulations() {
  const { productLink } = useRuntimeConfig().brand;
  const { data: courses } = useGetCoursesQuery();
  const nameOf = (link: string) => courses?.find((course) => course.CourseLink === link)?.CourseName;
  const nextCourse = nameOf(FREE_TRIAL.nextCourseLink) ?? 'Introduction to Python';
  const mainCourse = nameOf(productLink) ?? 'the full course';
  const coupon = encodeURIComponent(FREE_TRIAL.couponCode);

  useEffect(() => {
    bus.publish('analytics:track', {
      event: 'Free Trial Completed',
      properties: { courseId: FREE_TRIAL.courseId },
    });
  }, []);

  return (
    <Stack as={Page} $gap="lg">
      <h1>Congratulations, you have completed the free trial!</h1>
      <Coupon>
        Your reward: use the code <code>{FREE_TRIAL.couponCode}</code> for a discount on the full course.
      </Coupon>
      <Offers aria-label="Where to go next">
        <Card as="li">
          <h2>Keep going: {nextCourse}</h2>
          <p>Build on what you learned with the next course.</p>
          <Button as={Link} to={`/course/${FREE_TRIAL.nextCourseLink}`}>
            View {nextCourse}
          </Button>
        </Card>
        <Card as="li">
          <h2>Get the full course: {mainCourse}</h2>
          <p>
            Everything from your first line of code to your own projects. The code {FREE_TRIAL.couponCode} is
            applied for you.
          </p>
          <Button
            as={Link}
            to={`/course/${encodeURIComponent(productLink)}?coupon=${coupon}`}
            variant="secondary"
          >
            Get {mainCourse} with {FREE_TRIAL.couponCode}
          </Button>
        </Card>
      </Offers>
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
