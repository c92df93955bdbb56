import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Exercise, ExerciseVerdict } from 'shared-contract';
import { bus, clearUser } from 'shared-events';
import { answerCalls, sentRequests } from 'shared-events/testing';
import { LOCAL_DRAFT_DELAY_MS } from '../../exercise/testing';
import { exerciseFixture } from '../../../testing/exerciseFixtures';
import { catalogueHandlers, completedAt, lessonDetails } from '../../../testing/fixtures';
import { fakeRunner } from '../../../testing/fakeRunner';
import { renderLearning } from '../../../testing/renderLearning';

const mockRunner = fakeRunner({
  check: async () => ({
    passed: true,
    cases: [{ kind: 'output', passed: true, label: 'Output', expected: 'Hi', got: 'Hi' }],
  }),
});
const mockGetRunner = jest.fn(() => mockRunner.runner);

/** The server's verdict of a check: it agrees with the browser's pass unless told otherwise. */
function verdict(overrides: Partial<ExerciseVerdict> = {}): ExerciseVerdict {
  return {
    LessonID: 2,
    Verdict: 'passed',
    Cases: [{ kind: 'output', passed: true, label: 'Output', expected: 'Hi', got: 'Hi' }],
    Error: null,
    HiddenCases: 0,
    HiddenCasesPassed: 0,
    Passed: true,
    HintsUsed: 0,
    SolutionAvailable: false,
    ...overrides,
  };
}
jest.mock('shared-python', () => ({ getPythonRunner: () => mockGetRunner() }));

/** Lesson 2 ('Exercise - Print a Card') is an exercise; lesson 3 is not. */
function learner({
  exercise = exerciseFixture(),
  completed = [] as number[],
}: { exercise?: Exercise; completed?: number[] } = {}) {
  return answerCalls({
    ...catalogueHandlers,
    getEnrollments: () => ({ enrollments: [] }),
    getCompletedSteps: () => ({
      CompletedSteps: completed.map((LessonID, index) => ({ LessonID, CompletedAt: completedAt(index) })),
    }),
    fetchLesson: ({ body }) => lessonDetails(body.LessonID as number, { HasExercise: body.LessonID === 2 }),
    fetchExercise: () => exercise,
    saveExerciseAttempt: () => ({
      LessonID: 2,
      Passed: exercise.Passed,
      HintsUsed: 0,
      SolutionAvailable: false,
    }),
    checkExercise: () => verdict(),
    completeLesson: ({ body }) => ({
      CompletedStep: { LessonID: body.LessonID, CompletedAt: completedAt(30) },
    }),
  });
}

const EXERCISE_LESSON = '/course/free-trial/chapter/1/lesson/2';
const completeButton = () => screen.getByRole('button', { name: 'Complete Step' });

it('shows the exercise below the instructions and keeps Complete Step for after a pass', async () => {
  learner();
  renderLearning(EXERCISE_LESSON);
  const editor = await screen.findByRole('textbox', { name: 'Your Python program' });
  const article = screen.getByRole('article');
  const instructions = within(article).getByRole('heading', { name: 'About lesson 2' });
  expect(instructions.compareDocumentPosition(editor) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(completeButton()).toBeDisabled();
  expect(completeButton()).toHaveAccessibleDescription(
    'Pass the check of the exercise above to complete this step.',
  );
});

it('an exercise lesson without a video has a compact course banner, not the big picture, so the editor comes sooner', async () => {
  learner();
  renderLearning(EXERCISE_LESSON);
  await screen.findByRole('textbox', { name: 'Your Python program' });
  const article = screen.getByRole('article');
  expect(within(article).queryByRole('img', { name: 'This lesson has no video' })).not.toBeInTheDocument();
  const banner = within(article).getByText('Python Free Trial').parentElement as HTMLElement;
  // The picture is a thumbnail beside the course's name, and decorative.
  const picture = banner.querySelector('img');
  expect(picture).toHaveAttribute('src', '/images/courses/free-trial.svg');
  expect(picture).toHaveAttribute('alt', '');
  expect(picture).toHaveStyle({ width: '6rem' });
  expect(banner).toHaveStyle({ display: 'flex' });
});

it('a lesson with a video and an exercise keeps its video', async () => {
  learner();
  answerCalls({
    fetchLesson: ({ body }) =>
      lessonDetails(body.LessonID as number, {
        HasExercise: body.LessonID === 2,
        YouTubeLink: 'https://youtu.be/kqtD5dpn9C8',
      }),
    getVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: null,
      DurationSeconds: null,
    }),
  });
  renderLearning(EXERCISE_LESSON);
  await screen.findByRole('textbox', { name: 'Your Python program' });
  expect(screen.getByRole('region', { name: /^Lesson video:/ })).toBeInTheDocument();
});

it('a passed check completes the step where the learner is, and Complete Step follows', async () => {
  learner();
  renderLearning(EXERCISE_LESSON);
  await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Well done! Every check passed.')).toBeInTheDocument();
  expect(await screen.findByText('Step completed!')).toBeInTheDocument();
  expect(sentRequests('completeLesson')).toHaveLength(1);
  expect(sentRequests('completeLesson')[0]?.body).toMatchObject({ LessonID: 2 });
  expect(screen.getByTestId('location')).toHaveTextContent(EXERCISE_LESSON);
  expect(sentRequests('checkExercise')).toHaveLength(1);
  expect(
    screen.queryByText('Pass the check of the exercise above to complete this step.'),
  ).not.toBeInTheDocument();
});

it('a pass on a lesson completed before still reads the streak again: a passed exercise counts the day', async () => {
  learner({ completed: [2] });
  renderLearning(EXERCISE_LESSON);
  await waitFor(() => expect(sentRequests('getLearningStreak')).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Well done! Every check passed.')).toBeInTheDocument();
  expect(sentRequests('checkExercise')).toHaveLength(1);
  expect(sentRequests('completeLesson')).toHaveLength(0);
  await waitFor(() => expect(sentRequests('getLearningStreak')).toHaveLength(2));
});

it('a check the browser passed but the server failed (a hidden case) completes nothing and counts no day', async () => {
  learner();
  answerCalls({
    checkExercise: () =>
      verdict({
        Verdict: 'failed',
        HiddenCases: 2,
        HiddenCasesPassed: 1,
        Passed: false,
        SolutionAvailable: true,
      }),
  });
  renderLearning(EXERCISE_LESSON);
  await waitFor(() => expect(sentRequests('getLearningStreak')).toHaveLength(1));
  await userEvent.click(await screen.findByRole('button', { name: 'Check' }));
  expect(await screen.findByText('Hidden checks passed: 1 of 2.')).toBeInTheDocument();
  expect(screen.queryByText('Well done! Every check passed.')).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Show the solution' })).toBeInTheDocument();
  expect(completeButton()).toBeDisabled();
  expect(screen.queryByText('Step completed!')).not.toBeInTheDocument();
  expect(sentRequests('completeLesson')).toHaveLength(0);
  expect(sentRequests('getLearningStreak')).toHaveLength(1);
});

it('Complete Step is available when the server says the exercise was passed before', async () => {
  learner({ exercise: exerciseFixture({ Passed: true }) });
  renderLearning(EXERCISE_LESSON);
  await screen.findByRole('textbox', { name: 'Your Python program' });
  await waitFor(() => expect(completeButton()).toBeEnabled());
});

it('a lesson without an exercise loads no exercise and keeps Complete Step as it was', async () => {
  learner();
  mockGetRunner.mockClear();
  renderLearning('/course/free-trial/chapter/1/lesson/3');
  await screen.findByRole('heading', { level: 1, name: 'Printing - The print Function' });
  await waitFor(() => expect(completeButton()).toBeEnabled());
  expect(screen.queryByRole('textbox', { name: 'Your Python program' })).not.toBeInTheDocument();
  expect(sentRequests('fetchExercise')).toHaveLength(0);
  expect(mockGetRunner).not.toHaveBeenCalled();
});

it('signing out clears the exercise drafts (and unsent verdicts an older version kept) from this browser, even one typed a moment ago', async () => {
  learner();
  localStorage.setItem(
    'exercise-draft:u-1:7',
    JSON.stringify({ code: 'print("other lesson")\n', synced: false }),
  );
  localStorage.setItem(
    'exercise-verdict:u-1:7',
    JSON.stringify({ code: 'print("other lesson")\n', result: 'passed', hintsUsed: 0 }),
  );
  localStorage.setItem('unrelated', 'kept');
  const { store } = renderLearning(EXERCISE_LESSON);
  const view = EditorView.findFromDOM(await screen.findByRole('textbox', { name: 'Your Python program' }));
  act(() => view?.dispatch({ changes: { from: 0, insert: 'print("secret")\n' } }));
  act(() => {
    // As the shell does: the user is cleared, then the bus says so.
    store.dispatch(clearUser());
    bus.publish('auth:signed-out', {});
  });
  expect(await screen.findByRole('button', { name: /sign in/i })).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, LOCAL_DRAFT_DELAY_MS * 2)));
  expect(Object.keys(localStorage)).toEqual(['unrelated']);
});
