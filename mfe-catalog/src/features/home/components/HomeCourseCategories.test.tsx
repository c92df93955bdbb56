import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-events';
import { answerCalls, TEST_API_BASE, renderWithStore } from 'shared-events/testing';
import { courseFixture } from '../../../testing/fixtures';
import HomeCourseCategories from './HomeCourseCategories';

const COURSES = [
  courseFixture({
    CourseID: 5,
    CourseLink: 'masterclass',
    CourseName: 'Masterclass',
    Categories: ['Python', 'Data Analysis & AI'],
  }),
  courseFixture({
    CourseID: 4,
    CourseLink: 'web',
    CourseName: 'Web Starter',
    Categories: ['Python', 'Web Development'],
  }),
  courseFixture({
    CourseID: 1,
    CourseLink: 'free-trial',
    CourseName: 'Free Trial',
    Categories: ['Python', 'Beginner'],
  }),
];

it("offers 'All' plus each distinct category (in course order), and shows that category's courses by CourseID", async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  renderWithStore(
    <MemoryRouter>
      <HomeCourseCategories />
    </MemoryRouter>,
  );

  expect(screen.getByRole('heading', { name: 'Find the Right Course for you' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'All',
    'Python',
    'Beginner',
    'Web Development',
    'Data Analysis & AI',
  ]);

  const names = () =>
    within(screen.getByRole('tabpanel'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
  expect(names()).toEqual(['Free Trial', 'Web Starter', 'Masterclass']);

  await userEvent.click(screen.getByRole('tab', { name: 'Web Development' }));
  expect(names()).toEqual(['Web Starter']);
  await userEvent.click(screen.getByRole('tab', { name: 'Data Analysis & AI' }));
  expect(names()).toEqual(['Masterclass']);
});
