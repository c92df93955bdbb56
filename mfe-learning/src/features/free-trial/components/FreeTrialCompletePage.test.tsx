import { screen } from '@testing-library/react';
import { bus } from 'shared-events';
import { answerCalls, apiFailure as failure, sentRequests, type ApiAnswerOf } from 'shared-events/testing';
import { catalogueHandlers, completedAt } from '../../../testing/fixtures';
import { renderLearning } from '../../../testing/renderLearning';

const PATH = '/course/free-trial/chapter/2/completedFreeTrial';
// The fixture trial counts lessons 1, 3, 4 and 38; 2 is an exercise and 37 a chapter summary.
const COUNTED = [1, 3, 4, 38];

function trialProgress(completed: number[], steps?: ApiAnswerOf<'getCompletedSteps'>) {
  return answerCalls({
    ...catalogueHandlers,
    getCompletedSteps: () =>
      steps
        ? steps
        : {
            CompletedSteps: completed.map((LessonID, index) => ({
              LessonID,
              CompletedAt: completedAt(index),
            })),
          },
  });
}

it('promotes the next course, the full course and the code TRIALCOMPLETE once the trial is complete', async () => {
  const track = jest.fn();
  const unsubscribe = bus.subscribe('analytics:track', track);
  trialProgress(COUNTED);
  renderLearning(PATH);

  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Congratulations, you have completed the free trial!',
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('TRIALCOMPLETE', { selector: 'code' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Introduction to Python' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python',
  );
  expect(
    screen.getByRole('link', { name: 'Get Python Programming Masterclass with TRIALCOMPLETE' }),
  ).toHaveAttribute('href', '/course/python-programming-masterclass?coupon=TRIALCOMPLETE');
  expect(sentRequests('getCompletedSteps')[0]?.body).toEqual({ UserID: 'u-1', CourseID: 1 });
  expect(sentRequests('getChapters')[0]?.body).toEqual({ ChapterIDs: [1, 2] });
  expect(track).toHaveBeenCalledWith({ event: 'Free Trial Completed', properties: { courseId: 1 } });
  unsubscribe();
});

it('is not complete while a counted lesson is open, even with every exercise and summary done', async () => {
  trialProgress([1, 2, 3, 37, 38]);
  renderLearning(PATH);
  const heading = await screen.findByRole('heading', {
    level: 1,
    name: 'You have not completed the free trial yet',
  });
  // The page keeps its Stack's layout: Continue stays as wide as its words, not the column.
  const page = heading.parentElement;
  expect(page && getComputedStyle(page).alignItems).toBe('flex-start');
  expect(screen.queryByText('TRIALCOMPLETE')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue the free trial' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/2/lesson/4',
  );
});

it('does not show the reward when the progress cannot be read', async () => {
  trialProgress([], failure(500, 'Progress is unavailable'));
  renderLearning(PATH);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You have not completed the free trial yet' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Progress is unavailable');
});

it('asks a signed-out visitor to sign in', () => {
  trialProgress(COUNTED);
  renderLearning(PATH, { signedIn: false });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Please sign in to access this page');
  expect(sentRequests()).toEqual([]);
});
