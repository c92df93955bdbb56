import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-events';
import { answerCalls, renderWithStore, setTestRuntimeConfig, TEST_API_BASE } from 'shared-events/testing';
import { loadLessonPlayer } from './lessonPlayerChunk';
import { LessonVideo } from './LessonVideo';
import { PLAYER_FAILED_MESSAGE } from './PlayerFailed';

// The player's chunk fails to arrive until the test lets it (its own file: a loaded player stays loaded).
jest.mock('./lessonPlayerChunk', () => {
  const actual = jest.requireActual<typeof import('./lessonPlayerChunk')>('./lessonPlayerChunk');
  return { loadLessonPlayer: jest.fn(actual.loadLessonPlayer) };
});
const loadPlayer = jest.mocked(loadLessonPlayer);

setTestRuntimeConfig();

const LESSON_NAME = 'Loops - The while Loop';

beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  answerCalls({
    getVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: null,
      DurationSeconds: null,
    }),
  });
});
afterEach(() => jest.restoreAllMocks());

test('a player whose code does not arrive says so in the video area, holding focus, and Try again loads it', async () => {
  const user = userEvent.setup();
  renderWithStore(
    <>
      <h1>{LESSON_NAME}</h1>
      <LessonVideo
        choice={{ kind: 'video', src: '/media/lessons/what-is-programming.mp4', captions: [] }}
        lessonName={LESSON_NAME}
        courseId={1}
        lessonId={4}
        placeholderSrc="/img/course.svg"
      />
    </>,
  );
  const area = () => screen.getByRole('region', { name: `Lesson video: ${LESSON_NAME}` });
  const playVideo = await within(area()).findByRole('button', { name: `Play video: ${LESSON_NAME}` });
  // By keyboard; focus on the light screen already asks for the player's code (that load is not the press's).
  playVideo.focus();
  loadPlayer.mockClear();
  loadPlayer.mockRejectedValueOnce(new Error('Loading chunk 412 failed'));
  await user.keyboard('{Enter}');

  expect(await within(area()).findByRole('alert')).toHaveTextContent(PLAYER_FAILED_MESSAGE);
  expect(area()).toHaveFocus();
  // The video area grows to hold the message and Try again instead of clipping them.
  expect(getComputedStyle(area()).overflow).toBe('visible');
  expect(screen.getByRole('heading', { level: 1, name: LESSON_NAME })).toBeInTheDocument();

  await user.click(within(area()).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(document.querySelector('media-controller > video')).toBeInTheDocument());
  expect(within(area()).queryByRole('alert')).not.toBeInTheDocument();
  expect(loadPlayer).toHaveBeenCalledTimes(2);
});
