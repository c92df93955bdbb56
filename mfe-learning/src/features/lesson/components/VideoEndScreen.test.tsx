import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCalls, sentBodies } from 'shared-events/testing';
import { catalogueHandlers, completedAt, lessonDetails } from '../../../testing/fixtures';
import { LEARNER, renderLearning } from '../../../testing/renderLearning';

const VIDEO = '/media/lessons/the-print-function.mp4';

function lessonWithVideo() {
  answerCalls({
    ...catalogueHandlers,
    getEnrollments: () => ({ enrollments: [] }),
    getCompletedSteps: () => ({ CompletedSteps: [] }),
    fetchLesson: ({ body }) => lessonDetails(body.LessonID as number, { LessonVideo: VIDEO }),
    completeLesson: ({ body }) => ({
      CompletedStep: { LessonID: body.LessonID, CompletedAt: completedAt(30) },
    }),
    getVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: null,
      DurationSeconds: null,
    }),
    saveVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: body.PositionSeconds,
      DurationSeconds: body.DurationSeconds,
    }),
  });
}

/** Plays the lesson's video (jsdom cannot: play() resolves) to its end. */
async function watchToTheEnd() {
  await userEvent.click(await screen.findByRole('button', { name: /^Play video: / }));
  const video = await waitFor(() => {
    const found = document.querySelector<HTMLVideoElement>('media-controller > video');
    if (!found) throw new Error('no player yet');
    return found;
  });
  act(() => void video.dispatchEvent(new Event('ended')));
  return screen.getByRole('group', { name: 'You have watched the whole video.' });
}

beforeEach(() => jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined));
afterEach(() => jest.restoreAllMocks());

it("completes the lesson's step from the end of its video, then goes on to the next lesson", async () => {
  lessonWithVideo();
  renderLearning('/course/free-trial/chapter/1/lesson/3');
  const end = await watchToTheEnd();
  expect(within(end).getByRole('link', { name: 'Next Lesson' })).toHaveAttribute(
    'href',
    '/course/free-trial/chapter/2/lesson/4',
  );
  await userEvent.click(within(end).getByRole('button', { name: 'Complete Step' }));
  await waitFor(() =>
    expect(sentBodies('completeLesson')).toEqual([
      expect.objectContaining({ UserID: LEARNER.userId, CourseID: 1, LessonID: 3 }),
    ]),
  );
  expect(await within(end).findByText('You have completed this step.')).toBeInTheDocument();
  expect(screen.getByText('Step completed! On to the next lesson…')).toBeInTheDocument();
  await waitFor(
    () => expect(screen.getByTestId('location')).toHaveTextContent('/course/free-trial/chapter/2/lesson/4'),
    {
      timeout: 3_000,
    },
  );
});

it('offers no Next Lesson after the last lesson of the course', async () => {
  lessonWithVideo();
  renderLearning('/course/free-trial/chapter/2/lesson/38');
  const end = await watchToTheEnd();
  expect(within(end).getByRole('button', { name: 'Complete Step' })).toBeEnabled();
  expect(within(end).queryByRole('link', { name: 'Next Lesson' })).not.toBeInTheDocument();
});
