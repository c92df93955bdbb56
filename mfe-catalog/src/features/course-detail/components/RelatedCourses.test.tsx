import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Course } from 'shared-contract';
import { configureApi } from 'shared-events';
import { answerCalls, TEST_API_BASE, renderWithStore } from 'shared-events/testing';
import { courseFixture } from '../../../testing/fixtures';
import { setTestRuntimeConfig } from '../../../testing/runtimeConfig';
import { RelatedCourses } from './RelatedCourses';

// As the page hands them over: parsed, with the chapter list an array.
const COURSES: Course[] = [1, 2, 3, 4].map((id) => ({
  ...courseFixture({ CourseID: id, CourseLink: `course-${id}`, CourseName: `Course ${id}` }),
  CourseChapters: [],
}));

beforeAll(setTestRuntimeConfig);

it('renders every related course with the section, in order', async () => {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  answerCalls({ getCourseRatings: () => ({ Ratings: [] }) });
  const headings = () =>
    within(screen.getByRole('region', { name: 'Related courses' }))
      .queryAllByRole('heading')
      .map((heading) => heading.textContent);
  // What the carousel holds in the render that first shows it (observed before any later task runs).
  let first: (string | null)[] | undefined;
  const observer = new MutationObserver(() => {
    if (!first && screen.queryByRole('region', { name: 'Related courses' })) first = headings();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  renderWithStore(
    <MemoryRouter>
      <RelatedCourses courses={COURSES} />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Course 4' });
  observer.disconnect();
  expect(first).toEqual(['Course 1', 'Course 2', 'Course 3', 'Course 4']);
});
