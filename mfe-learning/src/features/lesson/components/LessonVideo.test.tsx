import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from 'shared-events';
import {
  answerCalls,
  apiFailure,
  renderWithStore,
  sentBodies,
  sentRequests,
  setTestRuntimeConfig,
  TEST_API_BASE,
} from 'shared-events/testing';
import { VIDEO_POSITION_SAVE_INTERVAL_MS, type VideoPosition } from 'shared-contract';
import type { LessonVideoChoice } from '../model/videoChoice';
import { loadLessonPlayer } from './lessonPlayerChunk';
import { LessonVideo } from './LessonVideo';

// Counts the loads of the player's chunk; the real player still loads.
jest.mock('./lessonPlayerChunk', () => {
  const actual = jest.requireActual<typeof import('./lessonPlayerChunk')>('./lessonPlayerChunk');
  return { loadLessonPlayer: jest.fn(actual.loadLessonPlayer) };
});
const loadPlayer = jest.mocked(loadLessonPlayer);

setTestRuntimeConfig();

const COURSE_ID = 1;
const LESSON_ID = 4;
const LESSON_NAME = 'Loops - The while Loop';
const VIDEO: LessonVideoChoice = {
  kind: 'video',
  src: '/media/lessons/what-is-programming.mp4',
  captions: [
    { Src: '/media/lessons/what-is-programming.en.vtt', Language: 'en', Label: 'English' },
    { Src: '/media/lessons/what-is-programming.es.vtt', Language: 'es', Label: 'Español' },
  ],
};
const YOUTUBE: LessonVideoChoice = { kind: 'youtube', videoId: 'kqtD5dpn9C8' };

// media-chrome's elements do not run in jsdom (it sees a server there and defines none of them). In a browser its
// play button makes itself focusable as it connects: this stands in for that much of it.
customElements.define(
  'media-play-button',
  class extends HTMLElement {
    connectedCallback() {
      this.tabIndex = 0;
    }
  },
);

/** jsdom cannot play media: play() resolves, and the position is whatever the player or the test sets. */
let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  loadPlayer.mockClear();
});
afterEach(() => jest.restoreAllMocks());

/** The YouTube element keeps its caption tracks in a <video>'s textTracks, which jsdom lacks. */
function fakeTextTracks() {
  jest
    .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
    .mockReturnValue(Object.assign(new EventTarget(), [] as unknown[]) as unknown as TextTrackList);
}

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

/** Holds the saved position's answer back until the test releases it. */
function answerPositionLater(position: Partial<VideoPosition> = {}): () => void {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  answerCalls({
    getVideoPosition: async ({ body }) => {
      await released;
      return { LessonID: body.LessonID, PositionSeconds: null, DurationSeconds: null, ...position };
    },
  });
  return release;
}

function renderVideo(choice: LessonVideoChoice) {
  return renderWithStore(
    <LessonVideo
      choice={choice}
      lessonName={LESSON_NAME}
      courseId={COURSE_ID}
      lessonId={LESSON_ID}
      placeholderSrc="/img/course.svg"
    />,
  );
}

const videoArea = () => screen.getByRole('region', { name: `Lesson video: ${LESSON_NAME}` });
const playVideoButton = () => screen.findByRole('button', { name: `Play video: ${LESSON_NAME}` });
const player = () => document.querySelector<HTMLElement>('media-controller');

/** Lets the saved position's answer arrive: the light screen looks the same before and after it. */
async function positionAnswered() {
  await waitFor(() => expect(sentRequests('getVideoPosition')).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

/** The player's <video>, once the learner has asked for it and its chunk has loaded. */
function playerVideo(): Promise<HTMLVideoElement> {
  return waitFor(() => {
    const video = document.querySelector('media-controller > video');
    if (!(video instanceof HTMLVideoElement)) throw new Error('no player yet');
    return video;
  });
}

/** Presses Play video and waits for the player's <video>. */
async function pressPlay(): Promise<HTMLVideoElement> {
  await userEvent.click(await playVideoButton());
  return playerVideo();
}

/** Sets where the (unplayable) video is. */
function positionAt(video: HTMLVideoElement, seconds: number, duration = 600) {
  Object.defineProperty(video, 'currentTime', { value: seconds, writable: true, configurable: true });
  Object.defineProperty(video, 'duration', { value: duration, configurable: true });
}

describe('the light screen', () => {
  it('shows Play video in the video area and loads none of the player until pressed; the press alone mounts it', async () => {
    answerPosition();
    renderVideo(VIDEO);
    const area = videoArea();
    const playVideo = within(area).getByRole('button', { name: `Play video: ${LESSON_NAME}` });
    await positionAnswered();
    expect(loadPlayer).not.toHaveBeenCalled();
    expect(document.querySelector('media-controller, video')).toBeNull();

    // No pointer or focus before it: the press needs no preloading.
    fireEvent.click(playVideo);
    await playerVideo();
    expect(play).toHaveBeenCalledTimes(1);
    expect(videoArea()).toContainElement(player());
  });

  it("starts loading the player's code when a pointer enters the light screen or focus reaches it, without mounting it", async () => {
    answerPosition();
    renderVideo(VIDEO);
    await positionAnswered();
    fireEvent.pointerEnter(videoArea());
    expect(loadPlayer).toHaveBeenCalledTimes(1);
    act(() => within(videoArea()).getByRole('button').focus());
    expect(loadPlayer).toHaveBeenCalledTimes(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(player()).toBeNull();
  });

  it("loads nothing from YouTube until the learner asks, then plays in the YouTube element, in YouTube's privacy-enhanced embed", async () => {
    fakeTextTracks();
    answerPosition();
    renderVideo(YOUTUBE);
    await positionAnswered();
    expect(document.querySelector('youtube-video, media-controller, iframe, script')).toBeNull();
    expect(sentRequests().map((request) => request.call)).toEqual(['getVideoPosition']);

    await userEvent.click(await playVideoButton());
    const element = await waitFor(() => {
      const found = document.querySelector('media-controller > youtube-video');
      if (!found) throw new Error('no player yet');
      return found;
    });
    expect(element).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8');
    expect(element).toHaveAttribute('slot', 'media');
    expect(document.querySelector('media-playback-rate-menu-button')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('media-play-button')).toHaveFocus());
  });

  it('shows a placeholder image, and loads no player, when the lesson has no video', () => {
    renderVideo({ kind: 'placeholder' });
    expect(screen.getByRole('img', { name: 'This lesson has no video' })).toHaveAttribute(
      'src',
      '/img/course.svg',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(player()).toBeNull();
    expect(sentRequests()).toEqual([]);
  });

  it("says 'Invalid YouTube URL' for a link it cannot embed", () => {
    renderVideo({ kind: 'invalid-youtube' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
    expect(player()).toBeNull();
  });
});

describe('the player', () => {
  it('plays a direct video in media-chrome, without a download control, with its caption tracks', async () => {
    answerPosition();
    renderVideo(VIDEO);
    const video = await pressPlay();

    expect(video).toHaveAttribute('src', '/media/lessons/what-is-programming.mp4');
    expect(video).toHaveAttribute('aria-label', LESSON_NAME);
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
    expect(videoArea()).toContainElement(video);
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);
  });

  it('offers exactly the six speeds, 0.75x to 2x', async () => {
    answerPosition();
    renderVideo(VIDEO);
    await pressPlay();

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
    const video = await pressPlay();
    expect(video.querySelector('track')).toBeNull();
    expect(document.querySelector('media-captions-menu-button')).toBeNull();
  });
});

describe('keyboard focus', () => {
  it("moves from Play video to the player's play button, so a keyboard user keeps their place", async () => {
    answerPosition();
    renderVideo(VIDEO);
    await positionAnswered();
    await userEvent.tab();
    expect(await playVideoButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await playerVideo();
    await waitFor(() => expect(document.querySelector('media-play-button')).toHaveFocus());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('while the saved position loads after Play video, shows the loading state and keeps focus in it', async () => {
    const release = answerPositionLater();
    renderVideo(VIDEO);
    await userEvent.click(await playVideoButton());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video');
    await waitFor(() => expect(videoArea()).toHaveFocus());
    expect(player()).toBeNull();

    release();
    await playerVideo();
    await waitFor(() => expect(document.querySelector('media-play-button')).toHaveFocus());
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays where the learner put it if they moved on while the player loaded', async () => {
    const release = answerPositionLater();
    renderVideo(VIDEO);
    const elsewhere = document.body.appendChild(document.createElement('button'));
    await userEvent.click(await playVideoButton());
    await waitFor(() => expect(videoArea()).toHaveFocus());
    act(() => elsewhere.focus());

    release();
    await playerVideo();
    expect(play).toHaveBeenCalledTimes(1);
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });
});

describe('resuming', () => {
  it('offers Resume and Start over on the light screen; Resume mounts the player, which seeks there and plays', async () => {
    answerPosition({ PositionSeconds: 192.4, DurationSeconds: 600 });
    renderVideo(VIDEO);

    const choices = await within(videoArea()).findByRole('group', { name: 'Where to start the video' });
    const resume = within(choices).getByRole('button', { name: 'Resume from 3:12' });
    expect(within(choices).getByRole('button', { name: 'Start over' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
    // Offered as the lesson opens: the page's focus is not taken.
    expect(resume).not.toHaveFocus();
    expect(player()).toBeNull();
    expect(loadPlayer).not.toHaveBeenCalled();
    expect(sentBodies('getVideoPosition')).toEqual([{ CourseID: COURSE_ID, LessonID: LESSON_ID }]);

    await userEvent.click(resume);
    const video = await playerVideo();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(video.currentTime).toBe(192.4);
    // No second prompt in the player.
    expect(screen.queryByRole('group', { name: 'Where to start the video' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('media-play-button')).toHaveFocus());
  });

  it('writes an hour-long position as h:mm:ss', async () => {
    answerPosition({ PositionSeconds: 3723, DurationSeconds: 7200 });
    renderVideo(VIDEO);
    expect(await screen.findByRole('button', { name: 'Resume from 1:02:03' })).toBeInTheDocument();
  });

  it('Start over plays from the beginning without seeking to the saved position', async () => {
    answerPosition({ PositionSeconds: 192.4, DurationSeconds: 600 });
    renderVideo(VIDEO);

    await userEvent.click(await screen.findByRole('button', { name: 'Start over' }));
    const video = await playerVideo();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(video.currentTime).toBe(0);
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
  });

  it('offers the choice after the loading state when Play video was pressed before the saved position arrived, with focus on Resume', async () => {
    const release = answerPositionLater({ PositionSeconds: 42, DurationSeconds: 300 });
    renderVideo(VIDEO);
    await userEvent.click(await playVideoButton());
    expect(screen.getByRole('status')).toHaveTextContent('Loading the video');

    release();
    const resume = await screen.findByRole('button', { name: 'Resume from 0:42' });
    await waitFor(() => expect(resume).toHaveFocus());
    expect(player()).toBeNull();
    await userEvent.keyboard('{Enter}');
    const video = await playerVideo();
    await waitFor(() => expect(play).toHaveBeenCalledTimes(1));
    expect(video.currentTime).toBe(42);
  });

  it('offers the choice on the light screen of a YouTube lesson too, and Resume reaches the YouTube player', async () => {
    fakeTextTracks();
    answerPosition({ PositionSeconds: 42, DurationSeconds: 300 });
    renderVideo(YOUTUBE);
    await userEvent.click(await screen.findByRole('button', { name: 'Resume from 0:42' }));
    await waitFor(() => expect(document.querySelector('media-controller > youtube-video')).not.toBeNull());
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('media-play-button')).toHaveFocus());
  });

  it.each([
    ['never played', null, null],
    ['near the start', 4, 600],
    ['near the end', 596, 600],
  ])(
    'offers nothing when the video was %s: Play video starts it from the beginning',
    async (_case, PositionSeconds, DurationSeconds) => {
      answerPosition({ PositionSeconds, DurationSeconds });
      renderVideo(VIDEO);
      await positionAnswered();
      expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Start over' })).not.toBeInTheDocument();

      const video = await pressPlay();
      expect(play).toHaveBeenCalledTimes(1);
      expect(video.currentTime).toBe(0);
    },
  );

  it('offers only Play video, quietly, when the saved position cannot be read; it plays from the beginning', async () => {
    answerCalls({ getVideoPosition: () => apiFailure(500) });
    renderVideo(VIDEO);
    await positionAnswered();
    expect(screen.queryByRole('button', { name: /Resume from/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const video = await pressPlay();
    expect(play).toHaveBeenCalledTimes(1);
    expect(video.currentTime).toBe(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('saving the position', () => {
  it('saves the lesson and course while playing, on pause and on leave, never completing the step', async () => {
    answerPosition();
    const { unmount } = renderVideo(VIDEO);
    const video = await pressPlay();

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
    const video = await pressPlay();
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
    const video = await pressPlay();
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
