import type { EventMap } from 'shared-contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { bus, configureApi, setActiveChildProfile, setEnrollments, setUser } from 'shared-events';
import { answerCalls, childMia, TEST_API_BASE, networkFailure, renderWithStore } from 'shared-events/testing';
import { courseFixture } from '../../../testing/fixtures';
import { setTestRuntimeConfig, TEST_PRODUCT_LINK } from '../../../testing/runtimeConfig';
import HomeFeaturedCourse from './HomeFeaturedCourse';

const COURSES = [
  courseFixture({ CourseID: 2 }),
  courseFixture({
    CourseID: 5,
    CourseLink: 'course-five',
    CourseName: 'Python Masterclass',
    CourseDescription: 'Everything from the first print to your own projects.\n1. Basics\n2. Projects',
    Price: 199,
    OfferPrice: 99,
  }),
];

beforeAll(setTestRuntimeConfig);

function renderFeature() {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  return renderWithStore(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomeFeaturedCourse />} />
        <Route path="/course/:courseLink" element={<p>Main course page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

it("features CourseID 5 with its description's first line and price, and Enroll Now goes to the main course page", async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  const tracked: EventMap['analytics:track'][] = [];
  const stop = bus.subscribe('analytics:track', (payload) => tracked.push(payload));
  renderFeature();

  expect(await screen.findByRole('heading', { level: 2, name: 'Python Masterclass' })).toBeInTheDocument();
  expect(screen.getByText('Everything from the first print to your own projects.')).toBeInTheDocument();
  expect(screen.queryByText(/1\. Basics/)).not.toBeInTheDocument();
  expect(screen.getByText('$99.00')).toBeInTheDocument();
  const enroll = screen.getByRole('link', { name: 'Enroll Now' });
  expect(enroll).toHaveAttribute('href', `/course/${TEST_PRODUCT_LINK}`);

  await userEvent.click(enroll);
  expect(await screen.findByText('Main course page')).toBeInTheDocument();
  expect(tracked).toEqual([
    { event: 'Course Card Clicked', properties: { courseName: 'Python Masterclass' } },
  ]);
  stop();
});

it('says the courses failed to load, as the other course regions do', async () => {
  answerCalls({ getCourses: () => networkFailure() });
  renderFeature();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  expect(screen.queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
});

it('shows a child profile no price and View course instead of Enroll Now', async () => {
  answerCalls({ getCourses: () => ({ Courses: COURSES }), getCourseRatings: () => ({ Ratings: [] }) });
  const { store } = renderFeature();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
  });
  expect(await screen.findByRole('link', { name: 'View course' })).toHaveAttribute(
    'href',
    `/course/${TEST_PRODUCT_LINK}`,
  );
  expect(screen.queryByText(/\$\d/)).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Enroll Now' })).not.toBeInTheDocument();
});

it('offers a learner whose family owns the featured course Continue where they left off', async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getCourseRatings: () => ({ Ratings: [] }),
    getChapters: () => ({ Chapters: [{ ChapterID: 3, ChapterName: 'Basics', ChapterLessons: '[7,8]' }] }),
  });
  const { store } = renderFeature();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        {
          CourseID: 5,
          EnrolledAt: '2024-01-01T00:00:00.000Z',
          Source: 'payment',
          CompletedSteps: [{ LessonID: 7, CompletedAt: '2024-01-02T00:00:00.000Z' }],
        },
      ]),
    );
  });
  expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    '/course/course-five/chapter/3/lesson/8',
  );
});
