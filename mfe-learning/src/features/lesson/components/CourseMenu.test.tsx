import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Course } from 'shared-contract';
import { renderWithTheme } from 'shared-ui/testing';
import type { CourseOutline } from '../../course';
import { CourseMenu } from './CourseMenu';

const lesson = (LessonID: number, LessonName: string) => ({
  LessonID,
  LessonName,
  counted: !/Exercise|Chapter Summary/.test(LessonName),
});

const outline: CourseOutline = {
  status: 'ready',
  course: { CourseID: 1, CourseName: 'Python Free Trial' } as Course,
  order: [],
  message: null,
  chapters: [
    {
      ChapterID: 1,
      ChapterName: 'Getting Started',
      lessons: [
        lesson(1, 'Introduction - Welcome'),
        lesson(2, 'Exercise - Print a Card'),
        lesson(3, 'Printing - print'),
      ],
    },
    {
      ChapterID: 2,
      ChapterName: 'Loops',
      lessons: [lesson(4, 'Loops - while'), lesson(37, 'Chapter Summary'), lesson(38, 'Project - Game')],
    },
  ],
};

function renderMenu(completed: number[], overrides: Partial<CourseOutline> = {}) {
  return renderWithTheme(
    <MemoryRouter>
      <CourseMenu
        outline={{ ...outline, ...overrides }}
        courseLink="free-trial"
        currentChapterId={2}
        currentLessonId={4}
        completedIds={new Set(completed)}
        completedError={null}
      />
    </MemoryRouter>,
  );
}

it('shows progress as counted lessons completed over counted lessons, rounded', () => {
  // Counted: 1, 3, 4, 38. The exercise (2) and the summary (37) never count.
  renderMenu([1, 2, 37]);
  const bar = screen.getByRole('progressbar', { name: 'Course progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '1');
  expect(bar).toHaveAttribute('aria-valuemax', '4');
  expect(bar).toHaveAttribute('aria-valuetext', '25%');
  expect(screen.getByText('1 of 4 lessons completed (25%)')).toBeInTheDocument();
});

it('switches the progress bar to success styling only above 50%', () => {
  const { unmount } = renderMenu([1, 3]);
  expect(screen.getByRole('progressbar')).toHaveAttribute('data-status', 'default');
  unmount();
  renderMenu([1, 3, 4]);
  expect(screen.getByRole('progressbar')).toHaveAttribute('data-status', 'success');
  expect(screen.getByText('3 of 4 lessons completed (75%)')).toBeInTheDocument();
});

it('gives every chapter a badge of its counted lessons and marks the current chapter', () => {
  renderMenu([1, 3, 4]);
  const first = screen.getByRole('button', { name: /Getting Started/ });
  const second = screen.getByRole('button', { name: /Loops/ });
  expect(first).toHaveTextContent('2 of 2 lessons completed');
  expect(first).not.toHaveTextContent('Current Chapter');
  expect(second).toHaveTextContent('1 of 2 lessons completed');
  expect(second).toHaveTextContent('Current Chapter');
});

it('opens the current chapter, marks the current lesson and checks completed lessons', async () => {
  renderMenu([4]);
  expect(screen.getByRole('button', { name: /Loops/ })).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('button', { name: /Getting Started/ })).toHaveAttribute('aria-expanded', 'false');

  const current = screen.getByRole('link', { name: /Loops - while/ });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).toHaveAttribute('href', '/course/free-trial/chapter/2/lesson/4');
  expect(current).toHaveTextContent('Current Lesson');
  expect(current).toHaveAccessibleName('Loops - while (completed) Current Lesson');
  expect(screen.getByRole('link', { name: 'Project - Game' })).not.toHaveAttribute('aria-current');

  await userEvent.click(screen.getByRole('button', { name: /Getting Started/ }));
  const region = screen.getByRole('region', { name: /Getting Started/ });
  expect(within(region).getByRole('link', { name: 'Introduction - Welcome' })).toBeInTheDocument();
});

it("says 'Course not found.' when the course is not in the catalogue", () => {
  renderMenu([], { status: 'not-found', course: undefined, chapters: [] });
  expect(screen.getByText('Course not found.')).toBeInTheDocument();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});

it('shows why the menu could not load', () => {
  renderMenu([], { status: 'failed', message: 'Failed to fetch chapters', chapters: [] });
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch chapters');
});
