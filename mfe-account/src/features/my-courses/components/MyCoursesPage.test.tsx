import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureApi, createAppStore, setEnrollments, setUser } from 'shared-platform';
import {
  apiFailure as failure,
  apiSequence,
  courseWire,
  server,
  TEST_API_BASE,
} from 'shared-platform/testing';
import type { CourseWire } from 'shared-contract';
import { ThemeProvider } from 'shared-ui';
import MyCoursesPage from './MyCoursesPage';

const course = (id: number, name: string, chapters: number[]): CourseWire =>
  courseWire({ CourseID: id, CourseName: name, CourseChapters: JSON.stringify(chapters) });

function renderPage({ signedIn = true } = {}) {
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
  expect(row).toHaveTextContent('67%');
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
