import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-events';
import { answerCalls, TEST_API_BASE, networkFailure, renderWithStore } from 'shared-events/testing';
import { courseFixture } from '../../../testing/fixtures';
import { setTestRuntimeConfig, TEST_PRODUCT_LINK } from '../../../testing/runtimeConfig';
import HomeCourses from './HomeCourses';

const COURSES = [1, 2, 3, 4, 5, 6].map((id) =>
  courseFixture({
    CourseID: id,
    CourseLink: id === 5 ? TEST_PRODUCT_LINK : `course-${id}`,
    CourseName: id === 5 ? 'Python Masterclass' : `Course ${id}`,
  }),
);

beforeAll(setTestRuntimeConfig);

function renderRegion() {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  return renderWithStore(
    <MemoryRouter>
      <HomeCourses />
    </MemoryRouter>,
  );
}

it('the popular row shows five courses, the main course first and then by CourseID, with a link to all courses', async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  renderRegion();
  const row = within(await screen.findByRole('list', { name: 'Popular courses' }));
  expect(row.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
    'Python Masterclass',
    'Course 1',
    'Course 2',
    'Course 3',
    'Course 4',
  ]);
  expect(screen.getByRole('link', { name: 'View all courses' })).toHaveAttribute('href', '/courses');
});

it('the free-trial block invites to try the course for free and starts the trial at /course/free-trial', async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  renderRegion();
  const trial = within(screen.getByRole('region', { name: 'Try the course for FREE!' }));
  expect(trial.getByRole('link', { name: 'START FREE TRIAL' })).toHaveAttribute('href', '/course/free-trial');
  expect(trial.getAllByRole('listitem')).toHaveLength(3);
  // On a narrow phone the example scrolls sideways: focusable, so a keyboard can scroll it.
  expect(trial.getByText(/for i in range\(3\)/).closest('pre')).toHaveAttribute('tabindex', '0');
  await screen.findByRole('list', { name: 'Popular courses' });
});

it('says the courses failed to load under the Popular Courses heading, and still offers the free trial', async () => {
  answerCalls({ getCourses: () => networkFailure() });
  renderRegion();
  const popular = within(screen.getByRole('region', { name: 'Popular Courses' }));
  expect(await popular.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  expect(screen.getByRole('link', { name: 'START FREE TRIAL' })).toBeInTheDocument();
});

it('renders every card of the popular row with the row, in order', async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  const headingsIn = (list: HTMLElement) =>
    within(list)
      .queryAllByRole('heading')
      .map((heading) => heading.textContent);
  // What the row holds in the render that first shows it (observed before any later task runs).
  let first: (string | null)[] | undefined;
  const observer = new MutationObserver(() => {
    const list = screen.queryByRole('list', { name: 'Popular courses' });
    if (list && !first) first = headingsIn(list);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderRegion();
  const row = await screen.findByRole('list', { name: 'Popular courses' });
  await within(row).findByRole('heading', { name: 'Course 4' });
  observer.disconnect();
  expect(first).toEqual(['Python Masterclass', 'Course 1', 'Course 2', 'Course 3', 'Course 4']);
});
