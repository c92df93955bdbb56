import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { apiErrorMessage, errorMessages, useGetCoursesQuery, useRuntimeConfig } from 'shared-platform';
import { Button, ErrorText, media, Spinner } from 'shared-ui';
import { CourseList } from '../../courses';

/** The popular row shows five courses (community spec §2). */
const POPULAR_COUNT = 5;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const TrialBlock = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xxl};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondarySoft};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Points = styled.ul`
  margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.lg}`};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Example = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  overflow-x: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

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
          <Example>
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
