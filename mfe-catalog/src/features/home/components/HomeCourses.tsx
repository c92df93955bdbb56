import { useId } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, errorMessages, useGetCoursesQuery, useRuntimeConfig } from 'shared-events';
import { Button, ErrorText, Spinner } from 'shared-ui';
import { CourseList } from '../../courses';
import { Example, Header, Points, TrialBlock } from './HomeCourses.styles';

/** The popular row shows five courses (community spec §2). */
const POPULAR_COUNT = 5;

/** Home region 'home.courses': the popular courses row, then the free-trial block. */
export default function HomeCourses() {
  const headingId = useId();
  const trialId = useId();
  const { brand } = useRuntimeConfig();
  const { data: courses, error, isLoading } = useGetCoursesQuery();
  // The main course first, then the rest in CourseID order.
  const popular = courses
    ? [...courses]
        .sort(
          (a, b) => Number(b.CourseLink === brand.productLink) - Number(a.CourseLink === brand.productLink),
        )
        .slice(0, POPULAR_COUNT)
    : undefined;

  return (
    <>
      <section aria-labelledby={headingId}>
        <Header>
          <h2 id={headingId}>Popular Courses</h2>
          <Link to="/courses">View all courses</Link>
        </Header>
        {isLoading && <Spinner label="Loading courses" />}
        {error && <ErrorText>{apiErrorMessage(error, errorMessages.courses)}</ErrorText>}
        {popular && <CourseList courses={popular} compact label="Popular courses" />}
      </section>
      <TrialBlock aria-labelledby={trialId}>
        <div>
          <h2 id={trialId}>Try the course for FREE!</h2>
          <Points>
            <li>Made for ages 9 &amp; up, and for grown-ups too</li>
            <li>Learn anytime, anywhere, at your own pace</li>
            <li>Two full chapters with videos and exercises</li>
          </Points>
          <Button as={Link} to="/course/free-trial" size="lg">
            START FREE TRIAL
          </Button>
        </div>
        <figure>
          {/* Focusable: on a narrow phone the example scrolls sideways, and a keyboard scrolls what has focus. */}
          <Example tabIndex={0}>
            <code>
              {'name = input("What is your name? ")\nfor i in range(3):\n    print("Hello,", name, "!")'}
            </code>
          </Example>
          <figcaption>See an example: your first loop, from chapter 2 of the free trial.</figcaption>
        </figure>
      </TrialBlock>
    </>
  );
}
