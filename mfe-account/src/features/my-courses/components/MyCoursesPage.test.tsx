import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureApi, createAppStore, setActiveChildProfile, setEnrollments, setUser } from 'shared-events';
import {
  apiAnswer,
  apiError,
  apiFailure as failure,
  apiSequence,
  childMia,
  courseWire,
  sentRequests,
  server,
  setTestRuntimeConfig,
  TEST_API_BASE,
} from 'shared-events/testing';
import {
  LEARNER_PROFILE_HEADER,
  streakMessages,
  type CourseWire,
  type LearningStreak,
  type OwnCertificate,
} from 'shared-contract';
import { ThemeProvider } from 'shared-ui';

import MyCoursesPage from './MyCoursesPage';

const course = (id: number, name: string, chapters: number[]): CourseWire =>
  courseWire({ CourseID: id, CourseName: name, CourseChapters: JSON.stringify(chapters) });

const streak: LearningStreak = {
  currentStreak: 3,
  bestStreak: 7,
  activeToday: true,
  weeklyGoal: 4,
  lessonsThisWeek: 2,
  exercisesThisWeek: 1,
  summariesThisWeek: 0,
  weekStart: '2026-11-23',
};

const certificate: OwnCertificate = {
  certificateId: '7KQ2-M9XD-4TZB-H1RC',
  courseId: 2,
  courseName: 'Introduction to Python',
  learnerName: 'Ada',
  issuedOn: '2026-11-24',
};

beforeAll(() => setTestRuntimeConfig());

function renderPage({ signedIn = true, child = false, certificates = [] as OwnCertificate[] } = {}) {
  if (signedIn)
    server.use(apiAnswer('getLearningStreak', streak), apiAnswer('getOwnCertificates', { certificates }));
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store } = createAppStore({
    storage: { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined },
  });
  if (signedIn) {
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    store.dispatch(
      setEnrollments([
        {
          CourseID: 2,
          EnrolledAt: '2024-04-13T10:00:00.000Z',
          Source: 'payment',
          CompletedSteps: [
            { LessonID: 3, CompletedAt: '2024-04-14T10:00:00.000Z' },
            { LessonID: 1, CompletedAt: '2024-04-15T10:00:00.000Z' },
          ],
        },
      ]),
    );
    if (child) store.dispatch(setActiveChildProfile(childMia));
  }
  const rendered = render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/my-courses']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/my-courses" element={<MyCoursesPage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...rendered, store, user: userEvent.setup() };
}

it('redirects to / when signed out', () => {
  renderPage({ signedIn: false });
  expect(screen.getByText('Home page')).toBeInTheDocument();
});

it('lists owned courses, Open Course resuming after the last completed lesson, and their progress as a percent In Progress', async () => {
  server.use(
    ...apiSequence('getCourses', {
      Courses: [course(1, 'Free Trial', [1]), course(2, 'Introduction to Python', [7])],
    }),
    ...apiSequence('getChapters', {
      Chapters: [{ ChapterID: 7, ChapterName: 'Basics', ChapterLessons: [1, 2, 3, 4, 5] }],
    }),
    ...apiSequence('getLessonNames', {
      Lessons: [
        { LessonID: 1, LessonName: 'Hello' },
        { LessonID: 2, LessonName: 'Variables' },
        { LessonID: 3, LessonName: 'Loops' },
        { LessonID: 4, LessonName: 'Loops - Exercise' },
        { LessonID: 5, LessonName: 'Chapter Summary' },
      ],
    }),
  );
  const { user } = renderPage();
  const owned = await screen.findByRole('list', { name: 'Owned courses' });
  expect(within(owned).getAllByRole('listitem')).toHaveLength(1);
  expect(within(owned).getByRole('heading', { name: 'Introduction to Python' })).toBeInTheDocument();
  // Lesson 1 was completed last, so the learner resumes at lesson 2.
  expect(
    await within(owned).findByRole('link', { name: 'Open Course: Introduction to Python' }),
  ).toHaveAttribute('href', '/course/course-2/chapter/7/lesson/2');
  await user.click(screen.getByRole('tab', { name: 'Progress' }));
  const table = await screen.findByRole('table', { name: 'In Progress' });
  const row = within(table).getByRole('row', { name: /Introduction to Python/ });
  // Lessons 1 and 3 of the three lessons: the exercise and the chapter summary are not lessons.
  expect(row).toHaveTextContent('67% (2 of 3 lessons)');
  expect(screen.queryByRole('table', { name: 'Completed' })).not.toBeInTheDocument();
});

it('moves a course whose every lesson is done to Completed, whatever its exercises and summaries', async () => {
  server.use(
    ...apiSequence('getCourses', {
      Courses: [course(2, 'Introduction to Python', [7]), course(3, 'Games in Python', [8])],
    }),
    ...apiSequence('getChapters', {
      Chapters: [
        { ChapterID: 7, ChapterName: 'Basics', ChapterLessons: [1, 3, 4, 5] },
        { ChapterID: 8, ChapterName: 'Games', ChapterLessons: [6, 7] },
      ],
    }),
    ...apiSequence('getLessonNames', {
      Lessons: [
        { LessonID: 1, LessonName: 'Hello' },
        { LessonID: 3, LessonName: 'Loops' },
        { LessonID: 4, LessonName: 'Exercise - Loops' },
        { LessonID: 5, LessonName: 'Chapter Summary' },
        { LessonID: 6, LessonName: 'Pong' },
        { LessonID: 7, LessonName: 'Snake' },
      ],
    }),
  );
  const { user, store } = renderPage();
  store.dispatch(
    setEnrollments([
      {
        CourseID: 2,
        EnrolledAt: '2024-04-13T10:00:00.000Z',
        Source: 'payment',
        CompletedSteps: [
          { LessonID: 3, CompletedAt: '2024-04-14T10:00:00.000Z' },
          { LessonID: 1, CompletedAt: '2024-04-15T10:00:00.000Z' },
        ],
      },
      { CourseID: 3, EnrolledAt: '2024-04-13T10:00:00.000Z', Source: 'payment', CompletedSteps: [] },
    ]),
  );
  await user.click(await screen.findByRole('tab', { name: 'Progress' }));
  const completed = await screen.findByRole('table', { name: 'Completed' });
  expect(within(completed).getByRole('row', { name: /Introduction to Python/ })).toHaveTextContent(
    '100% (2 of 2 lessons)',
  );
  const inProgress = screen.getByRole('table', { name: 'In Progress' });
  expect(within(inProgress).queryByRole('row', { name: /Introduction to Python/ })).not.toBeInTheDocument();
  expect(within(inProgress).getByRole('row', { name: /Games in Python/ })).toHaveTextContent(
    '0% (0 of 2 lessons)',
  );
});

it('Open Course waits for the chapters, and goes to the course page when they cannot load', async () => {
  server.use(
    ...apiSequence('getCourses', { Courses: [course(2, 'Introduction to Python', [7])] }),
    ...apiSequence('getChapters', failure(500)),
  );
  renderPage();
  const owned = await screen.findByRole('list', { name: 'Owned courses' });
  expect(within(owned).getByRole('button', { name: 'Open Course: Introduction to Python' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(
    await within(owned).findByRole('link', { name: 'Open Course: Introduction to Python' }),
  ).toHaveAttribute('href', '/course/course-2');
});

function answerOneCourse() {
  server.use(
    apiAnswer('getCourses', { Courses: [course(2, 'Introduction to Python', [7])] }),
    apiAnswer('getChapters', { Chapters: [{ ChapterID: 7, ChapterName: 'Basics', ChapterLessons: [1, 2] }] }),
  );
}

it("shows a course's certificate with its page and its PDF", async () => {
  answerOneCourse();
  renderPage({ certificates: [certificate] });
  const owned = await screen.findByRole('list', { name: 'Owned courses' });
  expect(await within(owned).findByText('Certificate earned on November 24, 2026')).toBeInTheDocument();
  expect(
    within(owned).getByRole('link', { name: 'View certificate: Introduction to Python' }),
  ).toHaveAttribute('href', '/certificate/7KQ2-M9XD-4TZB-H1RC');
  expect(
    within(owned).getByRole('link', { name: 'Download PDF: Introduction to Python certificate' }),
  ).toHaveAttribute('href', `${TEST_API_BASE}/certificate/pdf/7KQ2-M9XD-4TZB-H1RC`);
});

it('shows no certificate for a course not finished yet', async () => {
  answerOneCourse();
  renderPage();
  const owned = await screen.findByRole('list', { name: 'Owned courses' });
  await within(owned).findByRole('link', { name: 'Open Course: Introduction to Python' });
  expect(within(owned).queryByText(/Certificate earned/)).not.toBeInTheDocument();
});

it('asks for the certificates again on each visit, so one earned a moment ago shows', async () => {
  answerOneCourse();
  const { store, unmount } = renderPage();
  const owned = await screen.findByRole('list', { name: 'Owned courses' });
  await within(owned).findByRole('link', { name: 'Open Course: Introduction to Python' });
  unmount();
  server.use(apiAnswer('getOwnCertificates', { certificates: [certificate] }));
  render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/my-courses']}>
          <MyCoursesPage />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  expect(await screen.findByText('Certificate earned on November 24, 2026')).toBeInTheDocument();
});

it('shows the streak, the best streak and the week against the goal', async () => {
  answerOneCourse();
  renderPage();
  const card = await screen.findByRole('region', { name: 'Your learning streak' });
  expect(within(card).getByText('Current streak').nextElementSibling).toHaveTextContent('3 days');
  expect(within(card).getByText('Best streak').nextElementSibling).toHaveTextContent('7 days');
  expect(within(card).getByRole('progressbar', { name: 'Weekly goal progress' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 4 lessons',
  );
  expect(card).toHaveTextContent('Also this week: 1 exercise passed and 0 chapter summaries completed.');
  expect(within(card).getByRole('combobox', { name: 'Your weekly goal' })).toHaveValue('4');
});

it('saves a new weekly goal for the account holder and reads the streak again', async () => {
  answerOneCourse();
  const { user } = renderPage();
  const goal = await screen.findByRole('combobox', { name: 'Your weekly goal' });
  server.use(
    apiAnswer('setWeeklyGoal', { weeklyGoal: 6 }),
    apiAnswer('getLearningStreak', { ...streak, weeklyGoal: 6 }),
  );
  await user.selectOptions(goal, '6 lessons a week');
  await user.click(screen.getByRole('button', { name: 'Save goal' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Saved: you aim for 6 lessons a week.');
  expect(sentRequests('setWeeklyGoal').map((request) => request.body)).toEqual([{ weeklyGoal: 6 }]);
  await within(screen.getByRole('region', { name: 'Your learning streak' })).findByText(
    'This week: 2 of 6 lessons',
  );
  expect(sentRequests('getLearningStreak')).toHaveLength(2);
});

it("shows the API's refusal of a goal", async () => {
  answerOneCourse();
  const { user } = renderPage();
  await screen.findByRole('combobox', { name: 'Your weekly goal' });
  server.use(apiError('setWeeklyGoal', 400, streakMessages.goalRange));
  await user.click(screen.getByRole('button', { name: 'Save goal' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(streakMessages.goalRange);
});

it("shows a child profile the child's own certificates and streak, and no goal control: a parent sets it", async () => {
  answerOneCourse();
  renderPage({ child: true, certificates: [{ ...certificate, learnerName: 'Mia' }] });
  const card = await screen.findByRole('region', { name: 'Your learning streak' });
  expect(card).toHaveTextContent('Your weekly goal is 4 lessons. Ask a parent to change it.');
  expect(within(card).queryByRole('combobox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save goal' })).not.toBeInTheDocument();
  await screen.findByText('Certificate earned on November 24, 2026');
  for (const call of ['getOwnCertificates', 'getLearningStreak'] as const)
    expect(sentRequests(call)[0]?.headers[LEARNER_PROFILE_HEADER.toLowerCase()]).toBe(childMia.profileId);
});
