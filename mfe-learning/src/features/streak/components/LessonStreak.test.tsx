import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LearningStreak } from 'shared-contract';
import { api } from 'shared-events';
import { answerCalls, sentBodies, type ApiResolver } from 'shared-events/testing';
import { catalogueHandlers, completedAt, lessonDetails } from '../../../testing/fixtures';
import { NEW_STREAK, renderLearning } from '../../../testing/renderLearning';

const LESSON = '/course/free-trial/chapter/1/lesson/3';

function learner() {
  answerCalls({
    ...catalogueHandlers,
    getEnrollments: () => ({
      enrollments: [{ CourseID: 1, EnrolledAt: completedAt(0), Source: 'free-trial', CompletedSteps: [] }],
    }),
    getCompletedSteps: () => ({ CompletedSteps: [] }),
    fetchLesson: ({ body }) => lessonDetails(body.LessonID as number),
    completeLesson: ({ body }) => ({
      CompletedStep: { LessonID: body.LessonID as number, CompletedAt: completedAt(30) },
    }),
  });
}

/** Answers the streak with `first`, then with `next` for every later read. */
const streakThen =
  (first: LearningStreak, next: LearningStreak): ApiResolver<'getLearningStreak'> =>
  ({ count }) =>
    count === 0 ? first : next;

const before: LearningStreak = {
  ...NEW_STREAK,
  currentStreak: 2,
  bestStreak: 2,
  lessonsThisWeek: 2,
  exercisesThisWeek: 3,
  summariesThisWeek: 1,
};

function sidebarStreak() {
  return screen.findByRole('region', { name: 'Your streak' });
}

async function completeStep() {
  const user = userEvent.setup();
  await screen.findByRole('progressbar', { name: 'Course progress' });
  const button = await screen.findByRole('button', { name: 'Complete Step' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return user;
}

function reduceMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

it("shows the streak, the best streak and the week's goal beside the course menu, in the browser's time zone", async () => {
  learner();
  renderLearning(LESSON, { streak: () => before });
  const card = await sidebarStreak();
  expect(within(card).getByText('Current streak').nextElementSibling).toHaveTextContent('2 days');
  expect(within(card).getByText('Best streak').nextElementSibling).toHaveTextContent('2 days');
  expect(within(card).getByRole('progressbar', { name: 'Weekly goal progress' })).toHaveAttribute(
    'aria-valuetext',
    '2 of 3 lessons',
  );
  // Exercises and chapter summaries are counted apart from the lessons of the goal.
  expect(card).toHaveTextContent('Also this week: 3 exercises passed and 1 chapter summary completed.');
  expect(sentBodies('getLearningStreak')).toEqual([
    { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
  ]);
});

it('reads the streak again after a completed step and celebrates the goal reached and a new best, without taking the focus', async () => {
  learner();
  const after = { ...before, currentStreak: 3, bestStreak: 3, lessonsThisWeek: 3, activeToday: true };
  renderLearning(LESSON, { streak: streakThen(before, after) });
  await sidebarStreak();
  const user = await completeStep();
  const message = await screen.findByText('Weekly goal reached! New best streak: 3 days!');
  expect(message).toHaveAttribute('role', 'status');
  expect(sentBodies('getLearningStreak')).toHaveLength(2);
  expect(screen.getByTestId('celebration-burst')).toBeInTheDocument();
  expect(message).not.toContainElement(document.activeElement as HTMLElement);
  expect(screen.getByRole('button', { name: 'Dismiss' })).not.toHaveFocus();
  expect(within(await sidebarStreak()).getByText('Weekly goal reached')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Dismiss' }));
  expect(screen.queryByText(/New best streak/)).not.toBeInTheDocument();
  expect(screen.queryByTestId('celebration-burst')).not.toBeInTheDocument();
});

it('says it in words only, with no burst, when the learner prefers reduced motion', async () => {
  reduceMotion(true);
  learner();
  renderLearning(LESSON, { streak: streakThen(before, { ...before, lessonsThisWeek: 3 }) });
  await sidebarStreak();
  await completeStep();
  expect(await screen.findByText('Weekly goal reached!')).toHaveAttribute('role', 'status');
  expect(screen.queryByTestId('celebration-burst')).not.toBeInTheDocument();
});

it('celebrates nothing when the figures change without a completion here', async () => {
  learner();
  const { store } = renderLearning(LESSON, {
    streak: streakThen(before, { ...before, lessonsThisWeek: 3, bestStreak: 5 }),
  });
  await sidebarStreak();
  act(() => void store.dispatch(api.util.invalidateTags(['LearningStreak'])));
  await waitFor(() => expect(sentBodies('getLearningStreak')).toHaveLength(2));
  expect(await within(await sidebarStreak()).findByText('5 days')).toBeInTheDocument();
  expect(screen.queryByText(/Weekly goal reached!|New best streak/)).not.toBeInTheDocument();
});

it('celebrates nothing after a completion that meets no goal and beats no best', async () => {
  learner();
  renderLearning(LESSON, {
    streak: streakThen({ ...before, bestStreak: 9 }, { ...before, bestStreak: 9, currentStreak: 3 }),
  });
  await sidebarStreak();
  await completeStep();
  await waitFor(() => expect(sentBodies('getLearningStreak')).toHaveLength(2));
  expect(await within(await sidebarStreak()).findByText('3 days')).toBeInTheDocument();
  expect(screen.queryByText(/Weekly goal reached!|New best streak/)).not.toBeInTheDocument();
});
