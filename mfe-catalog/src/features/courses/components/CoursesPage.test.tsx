import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi } from 'shared-events';
import type { CourseWire } from 'shared-events/contract';
import { failure, ok, renderWithStore, stubFetch } from 'shared-events/testing';
import { ThemeProvider } from 'shared-ui';
import CoursesPage from './CoursesPage';

function course(overrides: Partial<CourseWire>): CourseWire {
  return {
    CourseID: 2,
    CourseLink: 'introduction-to-python',
    CourseName: 'Introduction to Python',
    CourseDescription: 'Variables, loops and functions, one small step at a time.',
    CourseImage: 'https://example.test/intro.png',
    Price: 99,
    OfferPrice: 49,
    Level: 'Beginner',
    CourseDuration: { Hours: 5, Minutes: 30 },
    Students: 1200,
    Categories: ['Python'],
    CourseChapters: '[3]',
    Receivables: {},
    ...overrides,
  } as CourseWire;
}

const COURSES = [
  course({ CourseID: 2 }),
  course({
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

function renderPage() {
  configureApi({ baseUrl: 'http://api.test/dev', getAccessToken: () => null });
  return renderWithStore(
    <ThemeProvider>
      <MemoryRouter>
        <CoursesPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

it('lists the courses from the API in CourseID order with their facts, price and Enroll Now', async () => {
  const { requests } = stubFetch(ok({ Courses: COURSES }), ok({ Chapters: CHAPTERS }));
  renderPage();

  expect(screen.getByRole('status')).toHaveTextContent('Loading courses');
  const cards = await screen.findAllByRole('article');
  expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
    'Free Trial',
    'Introduction to Python',
  ]);

  const trial = within(cards[0] as HTMLElement);
  expect(trial.getByText('Free')).toBeInTheDocument();
  expect(trial.getByText('1 student')).toBeInTheDocument();
  expect(await trial.findByText('5 lessons')).toBeInTheDocument();

  const intro = within(cards[1] as HTMLElement);
  expect(intro.getByText('Beginner')).toBeInTheDocument();
  expect(intro.getByText('$49.00')).toBeInTheDocument();
  expect(intro.getByText('$99.00').closest('s')).not.toBeNull();
  expect(intro.getByText('1,200 students')).toBeInTheDocument();
  expect(intro.getByText(/Variables, loops and functions/)).toBeInTheDocument();
  expect(intro.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute('href', '/course/introduction-to-python');

  expect(requests[0]).toMatchObject({ url: 'http://api.test/dev/courses', method: 'GET' });
  expect(requests[1]).toMatchObject({ method: 'POST', body: { ChapterIDs: [1, 2, 3] } });
});

it("shows the server's message when the courses fail to load", async () => {
  stubFetch(failure(500, 'Database unavailable'));
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
});

it('falls back to the spec message when the server gives none', async () => {
  stubFetch({ networkError: 'connection refused' });
  renderPage();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
});

it('switches between grid and list layout', async () => {
  stubFetch(ok({ Courses: COURSES }), ok({ Chapters: CHAPTERS }));
  renderPage();
  await screen.findAllByRole('article');

  const grid = screen.getByRole('button', { name: 'Grid view' });
  const list = screen.getByRole('button', { name: 'List view' });
  expect(grid).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(list);
  expect(list).toHaveAttribute('aria-pressed', 'true');
  expect(grid).toHaveAttribute('aria-pressed', 'false');
});
