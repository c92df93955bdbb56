import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-platform';
import {
  answerCalls,
  apiFailure,
  renderWithStore,
  sentBodies,
  sentRequests,
  setTestRuntimeConfig,
  TEST_API_BASE,
} from 'shared-platform/testing';
import { VIDEO_POSITION_SAVE_INTERVAL_MS, type VideoPosition } from 'shared-contract';
import { ThemeProvider } from 'shared-ui';
import type { LessonVideoChoice } from '../model/videoChoice';
import { LessonVideo } from './LessonVideo';

setTestRuntimeConfig();

const COURSE_ID = 1;
const LESSON_ID = 4;
const VIDEO: LessonVideoChoice = {
  kind: 'video',
  src: '/media/lessons/what-is-programming.mp4',
  captions: [
    { Src: '/media/lessons/what-is-programming.en.vtt', Language: 'en', Label: 'English' },
    { Src: '/media/lessons/what-is-programming.es.vtt', Language: 'es', Label: 'Español' },
  ],
};

/** jsdom cannot play media: play() resolves, and the position is whatever the test sets. */
let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
});
afterEach(() => jest.restoreAllMocks());

function answerPosition(position: Partial<VideoPosition> = {}) {
  answerCalls({
    getVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: null,
      DurationSeconds: null,
      ...position,
    }),
    saveVideoPosition: ({ body }) => ({
      LessonID: body.LessonID,
      PositionSeconds: body.PositionSeconds,
      DurationSeconds: body.DurationSeconds,
    }),
  });
}

function renderVideo(choice: LessonVideoChoice) {
  return renderWithStore(
    <ThemeProvider>
      <LessonVideo
        choice={choice}
        lessonName="Loops - The while Loop"
        courseId={COURSE_ID}
        lessonId={LESSON_ID}
        placeholderSrc="/img/course.svg"
      />
    </ThemeProvider>,
  );
}

/** The player's <video>, once its chunk has loaded and the saved position has been asked. */
async function playerVideo(): Promise<HTMLVideoElement> {
  await waitFor(() => expect(sentRequests('getVideoPosition')).toHaveLength(1));
  return waitFor(() => {
    const video = document.querySelector('media-controller > video');
    if (!(video instanceof HTMLVideoElement)) throw new Error('no player yet');
    return video;
  });
}

/** Sets where the (unplayable) video is. */
function positionAt(video: HTMLVideoElement, seconds: number, duration = 600) {
  Object.defineProperty(video, 'currentTime', { value: seconds, writable: true, configurable: true });
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
}

describe('the player', () => {
  it('plays a direct video in media-chrome, without a download control, with its caption tracks', async () => {
    answerPosition();
    renderVideo(VIDEO);
    const video = await playerVideo();

    expect(video).toHaveAttribute('src', '/media/lessons/what-is-programming.mp4');
    expect(video).toHaveAttribute('aria-label', 'Loops - The while Loop');
    expect(video).not.toHaveAttribute('controls');
    const tracks = [...video.querySelectorAll('track')].map((track) => ({
      kind: track.getAttribute('kind'),
      src: track.getAttribute('src'),
      srclang: track.getAttribute('srclang'),
      label: track.getAttribute('label'),
    }));
    expect(tracks).toEqual([
      { kind: 'captions', src: '/media/lessons/what-is-programming.en.vtt', srclang: 'en', label: 'English' },
      { kind: 'captions', src: '/media/lessons/what-is-programming.es.vtt', srclang: 'es', label: 'Español' },
    ]);
    expect(document.querySelector('media-captions-menu-button')).toBeInTheDocument();
    expect(document.querySelector('media-captions-menu')).toBeInTheDocument();
    expect(document.querySelector('media-download-button, [download]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Lesson video: Loops - The while Loop' })).toBeInTheDocument();
  });

  it('builds the player after the lesson has been drawn, showing the loading state in the first render', async () => {
    answerPosition();
    // The player's code is loaded already (a second lesson with a video), so only the deferral can hold it back.
    const first = renderVideo(VIDEO);
    await playerVideo();
    first.unmount();
    renderVideo(VIDEO);
    expect(document.querySelector('media-controller')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video');
    await waitFor(() => expect(document.querySelector('media-controller > video')).not.toBeNull());
  });

  it('offers exactly the six speeds, 0.75x to 2x', async () => {
    answerPosition();
    renderVideo(VIDEO);
    await playerVideo();

    // media-chrome renders one menu item per rate of this list (jsdom lacks what its elements need to run).
    expect(document.querySelector('media-control-bar media-playback-rate-menu-button')).toBeInTheDocument();
    expect(document.querySelector('media-playback-rate-menu')).toHaveAttribute(
      'rates',
      '0.75 1 1.25 1.5 1.75 2',
    );
  });

  it('shows a video without caption tracks with no captions menu', async () => {
    answerPosition();
    renderVideo({ kind: 'video', src: '/videos/loops.mp4', captions: [] });
    const video = await playerVideo();
    expect(video.querySelector('track')).toBeNull();
    expect(document.querySelector('media-captions-menu-button')).toBeNull();
  });

  it("loads nothing from YouTube until the learner asks, then plays in the YouTube element, in YouTube's privacy-enhanced embed", async () => {
    // The YouTube element keeps its caption tracks in a <video>'s textTracks, which jsdom lacks.
    jest
      .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
      .mockReturnValue(Object.assign(new EventTarget(), [] as unknown[]) as unknown as TextTrackList);
    answerPosition();
    renderVideo({ kind: 'youtube', videoId: 'kqtD5dpn9C8' });
    expect(document.querySelector('youtube-video, media-controller')).toBeNull();
    expect(sentRequests()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Loops - The while Loop' }));
    const element = await waitFor(() => {
      const found = document.querySelector('media-controller > youtube-video');
      if (!found) throw new Error('no player yet');
      return found;
    });
    expect(element).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8');
    expect(element).toHaveAttribute('slot', 'media');
    expect(document.querySelector('media-playback-rate-menu-button')).toBeInTheDocument();
  });

  it('keeps keyboard focus in the video area after Play video: on Resume when a saved position is offered', async () => {
    jest
      .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
      .mockReturnValue(Object.assign(new EventTarget(), [] as unknown[]) as unknown as TextTrackList);
    answerPosition({ PositionSeconds: 42, DurationSeconds: 300 });
    renderVideo({ kind: 'youtube', videoId: 'kqtD5dpn9C8' });
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Loops - The while Loop' }));
    expect(await screen.findByRole('button', { name: 'Resume from 0:42' })).toHaveFocus();
  });

  it('shows a placeholder image, and loads no player, when the lesson has no video', () => {
    renderVideo({ kind: 'placeholder' });
    expect(screen.getByRole('img', { name: 'This lesson has no video' })).toHaveAttribute(
      'src',
      '/img/course.svg',
    );
    expect(document.querySelector('media-controller')).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it("says 'Invalid YouTube URL' for a link it cannot embed", () => {
    renderVideo({ kind: 'invalid-youtube' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
    expect(document.querySelector('media-controller')).toBeNull();
  });
});

describe('resuming', () => {
  it('offers to resume where the learner stopped, and Resume seeks there and plays', async () => {
    answerPosition({ PositionSeconds: 192.4, DurationSeconds: 600 });
    renderVideo(VIDEO);
    const video = await playerVideo();
    positionAt(video, 0);

    const resume = await screen.findByRole('button', { name: 'Resume from 3:12' });
    expect(screen.getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(document.querySelector('media-controller')).toHaveAttribute('inert');
    expect(sentBodies('getVideoPosition')).toEqual([{ CourseID: COURSE_ID, LessonID: LESSON_ID }]);

    await userEvent.click(resume);
    expect(video.currentTime).toBe(192.4);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
    expect(document.querySelector('media-controller')).not.toHaveAttribute('inert');
  });

  it('writes an hour-long position as h:mm:ss', async () => {
    answerPosition({ PositionSeconds: 3723, DurationSeconds: 7200 });
    renderVideo(VIDEO);
    expect(await screen.findByRole('button', { name: 'Resume from 1:02:03' })).toBeInTheDocument();
  });

  it('Start over plays from the beginning without seeking to the saved position', async () => {
    answerPosition({ PositionSeconds: 192.4, DurationSeconds: 600 });
    renderVideo(VIDEO);
    const video = await playerVideo();
    positionAt(video, 0);

    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
  });

  it.each([
    ['never played', null, null],
    ['near the start', 4, 600],
    ['near the end', 596, 600],
  ])('offers nothing when the video was %s', async (_case, PositionSeconds, DurationSeconds) => {
    answerPosition({ PositionSeconds, DurationSeconds });
    renderVideo(VIDEO);
    await playerVideo();
    await waitFor(() => expect(document.querySelector('media-controller')).not.toHaveAttribute('inert'));
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();
  });

  it('starts from the beginning, quietly, when the saved position cannot be read', async () => {
    answerCalls({ getVideoPosition: () => apiFailure(500) });
    renderVideo(VIDEO);
    await playerVideo();
    await waitFor(() => expect(document.querySelector('media-controller')).not.toHaveAttribute('inert'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('saving the position', () => {
  it('saves the lesson and course while playing, on pause and on leave, never completing the step', async () => {
    answerPosition();
    const { unmount } = renderVideo(VIDEO);
    const video = await playerVideo();
    await waitFor(() => expect(document.querySelector('media-controller')).not.toHaveAttribute('inert'));

    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      positionAt(video, 3);
      act(() => {
        video.dispatchEvent(new Event('playing'));
      });
      positionAt(video, 8.04);
      act(() => {
        jest.advanceTimersByTime(VIDEO_POSITION_SAVE_INTERVAL_MS);
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(sentBodies('saveVideoPosition')).toHaveLength(1));

    positionAt(video, 12.5);
    act(() => {
      video.dispatchEvent(new Event('pause'));
    });
    await waitFor(() => expect(sentBodies('saveVideoPosition')).toHaveLength(2));

    act(() => {
      video.dispatchEvent(new Event('playing'));
    });
    positionAt(video, 20);
    unmount();
    await waitFor(() => expect(sentBodies('saveVideoPosition')).toHaveLength(3));

    const saved = (PositionSeconds: number) => ({
      CourseID: COURSE_ID,
      LessonID: LESSON_ID,
      PositionSeconds,
      DurationSeconds: 600,
    });
    expect(sentBodies('saveVideoPosition')).toEqual([saved(8), saved(12.5), saved(20)]);
    expect(sentRequests('saveVideoPosition')[2]?.headers.authorization).toBe('Bearer token');
    expect(sentRequests('completeLesson')).toEqual([]);
  });

  it('saves on pagehide', async () => {
    answerPosition();
    renderVideo(VIDEO);
    const video = await playerVideo();
    positionAt(video, 42);
    act(() => {
      video.dispatchEvent(new Event('playing'));
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() =>
      expect(sentBodies('saveVideoPosition')).toEqual([
        { CourseID: COURSE_ID, LessonID: LESSON_ID, PositionSeconds: 42, DurationSeconds: 600 },
      ]),
    );
  });

  it('keeps a failed save quiet', async () => {
    answerPosition();
    answerCalls({ saveVideoPosition: () => apiFailure(503) });
    const { unmount } = renderVideo(VIDEO);
    const video = await playerVideo();
    positionAt(video, 30);
    act(() => {
      video.dispatchEvent(new Event('playing'));
      video.dispatchEvent(new Event('pause'));
    });
    await waitFor(() => expect(sentBodies('saveVideoPosition')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Leaving tries once more, and that is all.
    unmount();
    await waitFor(() => expect(sentBodies('saveVideoPosition')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentBodies('saveVideoPosition')).toHaveLength(2);
  });
});
