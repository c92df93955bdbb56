import type { EventMap } from 'shared-contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, configureApi, setActiveChildProfile, setEnrollments, setUser } from 'shared-events';
import {
  answerCalls,
  childMia,
  type ApiAnswerOf,
  TEST_API_BASE,
  apiFailure as failure,
  networkFailure,
  renderWithStore,
} from 'shared-events/testing';

import { courseFixture } from '../../../testing/fixtures';
import CoursesPage from './CoursesPage';

const COURSES = [
  courseFixture({ CourseID: 2 }),
  courseFixture({
    CourseID: 1,
    CourseLink: 'free-trial',
    CourseName: 'Free Trial',
    Price: 0,
    OfferPrice: null,
    Students: 1,
    CourseChapters: '[1,2]',
  }),
];

const CHAPTERS = [
  { ChapterID: 1, ChapterName: 'Getting Started', ChapterLessons: '[1,2,3]' },
  { ChapterID: 2, ChapterName: 'Basics', ChapterLessons: '[4,5]' },
  { ChapterID: 3, ChapterName: 'Functions', ChapterLessons: '[6]' },
];

const LESSONS = [
  { LessonID: 1, LessonName: 'Introduction - Welcome' },
  { LessonID: 2, LessonName: 'Introduction - Installing Python' },
  { LessonID: 3, LessonName: 'Exercise - Hello' },
  { LessonID: 4, LessonName: 'Numbers - Integers' },
  { LessonID: 5, LessonName: 'Chapter Summary' },
  { LessonID: 6, LessonName: 'Functions - Defining' },
];

function stubApi({
  ratings = (): ApiAnswerOf<'getCourseRatings'> => ({ Ratings: [] }),
}: {
  ratings?: () => ApiAnswerOf<'getCourseRatings'> | Promise<ApiAnswerOf<'getCourseRatings'>>;
} = {}) {
  return answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getChapters: () => ({ Chapters: CHAPTERS }),
    getLessonNames: () => ({ Lessons: LESSONS }),
    getCourseRatings: ratings,
  });
}

function CheckoutStandIn() {
  const { search } = useLocation();
  return <p>{`Checkout page ${search}`}</p>;
}

function renderPage() {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => null });
  return renderWithStore(
    <MemoryRouter initialEntries={['/courses']}>
      <Routes>
        <Route path="/courses" element={<CoursesPage />} />
        <Route path="/checkout" element={<CheckoutStandIn />} />
        <Route path="/course/:courseLink" element={<p>Course page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

function listen<Name extends keyof EventMap>(name: Name) {
  const received: EventMap[Name][] = [];
  const stop = bus.subscribe(name, (payload) => received.push(payload));
  return { received, stop };
}

const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('article') as HTMLElement);

it('lists the courses in CourseID order with level, lessons (no exercises or summaries), students and price', async () => {
  stubApi();
  renderPage();

  expect(screen.getByRole('status')).toHaveTextContent('Loading courses');
  const cards = await screen.findAllByRole('article');
  expect(cards.map((article) => within(article).getByRole('heading').textContent)).toEqual([
    'Free Trial',
    'Introduction to Python',
  ]);

  const trial = within(cards[0] as HTMLElement);
  expect(trial.getByText('Free')).toBeInTheDocument();
  expect(trial.getByText('1 student')).toBeInTheDocument();
  expect(await trial.findByText('3 lessons')).toBeInTheDocument();

  const intro = within(cards[1] as HTMLElement);
  expect(intro.getByText('Beginner')).toBeInTheDocument();
  expect(intro.getByText('$49.00')).toBeInTheDocument();
  expect(intro.getByText('$99.00').closest('s')).not.toBeNull();
  expect(intro.getByText('1,200 students')).toBeInTheDocument();
  expect(await intro.findByText('1 lesson')).toBeInTheDocument();
  expect(intro.getByText(/Variables, loops and functions/)).toBeInTheDocument();
  expect(intro.getByText(/Instructor:/)).toBeInTheDocument();
  expect(intro.getByRole('link', { name: 'Introduction to Python' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python',
  );
});

it("shows a child profile no price and no buy button: the family's course says Open Course, the free trial Start Free Trial", async () => {
  stubApi();
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(
      setEnrollments([
        { CourseID: 2, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'payment', CompletedSteps: [] },
      ]),
    );
  });
  const owned = await card('Introduction to Python');
  expect(await owned.findByRole('link', { name: 'Open Course' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python/chapter/3/lesson/6',
  );
  const trial = await card('Free Trial');
  expect(trial.getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
  const list = screen.getAllByRole('article');
  for (const article of list) expect(article).not.toHaveTextContent(/\$\d|Free$|Original price/);
  expect(screen.queryByText('Free')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enroll Now' })).not.toBeInTheDocument();
});

it('rating area: a spinner while the ratings load, then the average to 2 decimals with the count', async () => {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const ratings = jest.fn(async () => {
    await gate;
    return { Ratings: [{ CourseID: 2, Average: 4.5, Count: 2 }] };
  });
  stubApi({ ratings });
  renderPage();
  const intro = await card('Introduction to Python');
  expect(intro.getByRole('status')).toHaveTextContent('Loading rating');

  await act(async () => release());
  expect(await intro.findByText('4.50')).toBeInTheDocument();
  expect(intro.getByText('(2 Reviews)')).toBeInTheDocument();
  expect(intro.getByRole('img', { name: 'Rated 4.50 out of 5' })).toBeInTheDocument();
  expect(ratings).toHaveBeenCalledTimes(1);
});

it('every card reads the one ratings answer: one request for the whole list, and a course it lacks shows 0 reviews', async () => {
  const ratings = jest.fn(() => ({ Ratings: [{ CourseID: 2, Average: 3, Count: 1 }] }));
  stubApi({ ratings });
  renderPage();
  const intro = await card('Introduction to Python');
  expect(await intro.findByText('3.00')).toBeInTheDocument();
  for (const other of COURSES.filter((course) => course.CourseID !== 2)) {
    const rating = (await card(other.CourseName)).getByText(/\(\d+ Reviews?\)/);
    expect(rating).toHaveTextContent('(0 Reviews)');
  }
  expect(ratings).toHaveBeenCalledTimes(1);
});

it('rating area shows 0 when the ratings fail to load', async () => {
  stubApi({ ratings: () => failure(500, 'down') });
  renderPage();
  const intro = await card('Introduction to Python');
  expect(await intro.findByText('0')).toBeInTheDocument();
  expect(intro.getByText('(0 Reviews)')).toBeInTheDocument();
});

it('Enroll Now while signed out asks the shell to open the sign-in modal with the spec message, then to go on to checkout', async () => {
  stubApi();
  const { received, stop } = listen('auth:sign-in-requested');
  renderPage();
  const intro = await card('Introduction to Python');
  await userEvent.click(intro.getByRole('button', { name: 'Enroll Now' }));
  expect(received).toEqual([
    {
      message: 'Please login to enroll in this course.',
      returnTo: expect.stringMatching(/^\/checkout\?courseId=\d+$/),
    },
  ]);
  stop();
});

it('Enroll Now while signed in starts enrollment for that course and goes to /checkout', async () => {
  stubApi();
  const { received, stop } = listen('checkout:enrollment-started');
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
  });
  const intro = await card('Introduction to Python');
  await userEvent.click(intro.getByRole('button', { name: 'Enroll Now' }));
  expect(received).toEqual([{ courseId: 2, courseLink: 'introduction-to-python' }]);
  expect(await screen.findByText('Checkout page ?courseId=2')).toBeInTheDocument();
  stop();
});

it('an enrolled learner gets Open Course and a Continue link to the lesson after the most recently completed one', async () => {
  stubApi();
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        {
          CourseID: 1,
          EnrolledAt: '2024-01-01T00:00:00.000Z',
          Source: 'unknown',
          // Lesson 1 was completed last, after lesson 4 of the next chapter.
          CompletedSteps: [
            { LessonID: 4, CompletedAt: '2024-01-02T00:00:00.000Z' },
            { LessonID: 1, CompletedAt: '2024-01-03T00:00:00.000Z' },
          ],
        },
      ]),
    );
  });
  const trial = await card('Free Trial');
  expect(await trial.findByRole('link', { name: 'Open Course' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/1/lesson/2',
  );
  expect(trial.getByRole('link', { name: 'Continue' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/1/lesson/2',
  );
  const intro = await card('Introduction to Python');
  expect(intro.getByRole('button', { name: 'Enroll Now' })).toBeInTheDocument();
  expect(intro.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
});

it("Open Course goes to the course page when the course's chapters cannot load", async () => {
  answerCalls({
    getCourses: () => ({ Courses: COURSES }),
    getChapters: () => failure(500),
    getCourseRatings: () => ({ Ratings: [] }),
  });
  const { store } = renderPage();
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'a@b.co', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        { CourseID: 1, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'unknown', CompletedSteps: [] },
      ]),
    );
  });
  const trial = await card('Free Trial');
  expect(await trial.findByRole('link', { name: 'Open Course' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
});

it("clicking a card sends 'Course Card Clicked' with the course name through the bus", async () => {
  stubApi();
  const { received, stop } = listen('analytics:track');
  renderPage();
  const intro = await card('Introduction to Python');
  await userEvent.click(intro.getByRole('link', { name: 'Introduction to Python' }));
  expect(received).toEqual([
    { event: 'Course Card Clicked', properties: { courseName: 'Introduction to Python' } },
  ]);
  expect(await screen.findByText('Course page')).toBeInTheDocument();
  stop();
});

it("shows the server's message when the courses fail to load", async () => {
  answerCalls({ getCourses: () => failure(500, 'Database unavailable') });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
});

it('falls back to the spec message when the server gives none', async () => {
  answerCalls({ getCourses: () => networkFailure() });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
});

it('switches between grid and list layout', async () => {
  stubApi();
  renderPage();
  await screen.findAllByRole('article');

  const grid = screen.getByRole('button', { name: 'Grid view' });
  const list = screen.getByRole('button', { name: 'List view' });
  expect(grid).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('list', { name: 'Courses' })).toHaveStyle({
    'grid-template-columns': 'repeat(3, minmax(0, 1fr))',
  });
  expect(screen.getAllByRole('article')[0]).toHaveStyle({ 'flex-direction': 'column' });

  await userEvent.click(list);
  expect(list).toHaveAttribute('aria-pressed', 'true');
  expect(grid).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('list', { name: 'Courses' })).toHaveStyle({
    'grid-template-columns': 'minmax(0, 1fr)',
  });
  // A list row: the picture beside the text.
  expect(screen.getAllByRole('article')[0]).toHaveStyle({ 'flex-direction': 'row' });
});
