import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCalls } from 'shared-events/testing';
import { EXERCISE_FAILED_MESSAGE } from '..';
import { exerciseFixture } from '../../../testing/exerciseFixtures';
import { fakeRunner } from '../../../testing/fakeRunner';
import { catalogueHandlers, lessonDetails } from '../../../testing/fixtures';
import { renderLearning } from '../../../testing/renderLearning';

const mockRunner = fakeRunner({ check: async () => ({ passed: false, cases: [] }) });
jest.mock('shared-python', () => ({ getPythonRunner: () => mockRunner.runner }));

// The exercise's chunk does not arrive until the test lets it. Its own file: once loaded it stays loaded.
let mockPanelArrives = false;
jest.mock('./ExercisePanel', () => {
  if (!mockPanelArrives) throw new Error('Loading chunk 31 failed');
  return jest.requireActual<typeof import('./ExercisePanel')>('./ExercisePanel');
});

test("a lesson's exercise whose code does not arrive says so in its place, the instructions stay, and Try again loads it", async () => {
  const user = userEvent.setup();
  answerCalls({
    ...catalogueHandlers,
    getEnrollments: () => ({ enrollments: [] }),
    getCompletedSteps: () => ({ CompletedSteps: [] }),
    fetchLesson: ({ body }) => lessonDetails(body.LessonID as number, { HasExercise: true }),
    fetchExercise: () => exerciseFixture(),
  });
  renderLearning('/course/free-trial/chapter/1/lesson/2');

  expect(await screen.findByText(EXERCISE_FAILED_MESSAGE)).toHaveAttribute('role', 'alert');
  expect(screen.getByRole('heading', { name: 'About lesson 2' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Complete Step' })).toBeDisabled();

  mockPanelArrives = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: 'Your Python program' })).toBeInTheDocument();
  expect(screen.queryByText(EXERCISE_FAILED_MESSAGE)).not.toBeInTheDocument();
});
