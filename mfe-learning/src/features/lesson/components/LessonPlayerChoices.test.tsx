import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { configureApi, createMemoryStorage, type KeyValueStorage } from 'shared-events';
import {
  answerCalls,
  readPersistedState,
  renderWithStore,
  setTestRuntimeConfig,
  TEST_API_BASE,
  waitForRehydration,
} from 'shared-events/testing';
import type { LessonVideoChoice } from '../model/videoChoice';
import { LessonVideo } from './LessonVideo';
import type { VideoEndActions } from './VideoEndScreen';

setTestRuntimeConfig();

// media-chrome's elements do not run in jsdom: its menus are stood in for by setting the media as they do.
const LESSON_NAME = 'Printing - The print Function';
const VIDEO: LessonVideoChoice = {
  kind: 'video',
  src: '/media/lessons/the-print-function.mp4',
  captions: [
    { Src: '/media/lessons/the-print-function.en.vtt', Language: 'en', Label: 'English' },
    { Src: '/media/lessons/the-print-function.es.vtt', Language: 'es', Label: 'Español' },
  ],
};

let play: jest.SpyInstance;
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  answerCalls({
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
});
afterEach(() => jest.restoreAllMocks());

interface FakeTrack {
  kind: string;
  language: string;
  mode: TextTrackMode;
}

/** The caption tracks of the next <video> (jsdom has no TextTrackList): the player's menus set their modes. */
function captionTracks(...languages: string[]) {
  const tracks: FakeTrack[] = languages.map((language) => ({ kind: 'captions', language, mode: 'disabled' }));
  const list = Object.assign(new EventTarget(), { ...tracks, length: tracks.length });
  jest
    .spyOn(HTMLMediaElement.prototype, 'textTracks', 'get')
    .mockReturnValue(list as unknown as TextTrackList);
  /** The captions menu's choice: one language showing, or none. */
  const choose = (language: string | null) =>
    act(() => {
      for (const track of tracks) track.mode = track.language === language ? 'showing' : 'disabled';
      list.dispatchEvent(new Event('change'));
    });
  const showing = () => tracks.filter((track) => track.mode === 'showing').map((track) => track.language);
  return { choose, showing };
}

function renderVideo(
  lessonId: number,
  {
    storage = createMemoryStorage(),
    endActions,
  }: { storage?: KeyValueStorage; endActions?: VideoEndActions } = {},
) {
  return renderWithStore(
    <MemoryRouter>
      <LessonVideo
        choice={VIDEO}
        lessonName={LESSON_NAME}
        courseId={1}
        lessonId={lessonId}
        placeholderSrc="/img/course.svg"
        endActions={endActions}
      />
    </MemoryRouter>,
    { storage },
  );
}

async function pressPlay(): Promise<HTMLVideoElement> {
  await userEvent.click(await screen.findByRole('button', { name: `Play video: ${LESSON_NAME}` }));
  return waitFor(() => {
    const video = document.querySelector('media-controller > video');
    if (!(video instanceof HTMLVideoElement)) throw new Error('no player yet');
    return video;
  });
}

/** The speed menu's choice. */
function chooseSpeed(video: HTMLVideoElement, rate: number) {
  act(() => {
    video.playbackRate = rate;
    video.dispatchEvent(new Event('ratechange'));
  });
}

describe('the speed and captions the learner chose', () => {
  it('are kept for the next video, and on this device after a reload', async () => {
    const storage = createMemoryStorage();
    const firstCaptions = captionTracks('en', 'es');
    const first = renderVideo(4, { storage });
    const video = await pressPlay();
    expect(video.playbackRate).toBe(1);
    expect(firstCaptions.showing()).toEqual([]);
    chooseSpeed(video, 1.5);
    firstCaptions.choose('es');
    await first.persistor.flush();
    expect(readPersistedState(storage.snapshot())).toMatchObject({
      learningVideoPreferences: { playbackRate: 1.5, captions: 'es' },
    });
    first.unmount();

    // The next lesson, in a store restored from storage as after a reload.
    const nextCaptions = captionTracks('en', 'es');
    const next = renderVideo(5, { storage });
    await waitForRehydration(next.persistor);
    const nextVideo = await pressPlay();
    expect(nextVideo.playbackRate).toBe(1.5);
    // Loading a source resets the speed to the default: it is the chosen one too.
    expect(nextVideo.defaultPlaybackRate).toBe(1.5);
    expect(nextCaptions.showing()).toEqual(['es']);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('keeps the chosen language through a video without it, and remembers captions turned off', async () => {
    const storage = createMemoryStorage();
    /** A lesson's video in a store restored from storage, as after a reload; what it stored once left. */
    async function watch(lessonId: number, tracks: ReturnType<typeof captionTracks>, then: () => void) {
      const view = renderVideo(lessonId, { storage });
      await waitForRehydration(view.persistor);
      await pressPlay();
      const shown = tracks.showing();
      then();
      await view.persistor.flush();
      view.unmount();
      return shown;
    }
    const first = captionTracks('en', 'es');
    await watch(4, first, () => first.choose('es'));
    // This video has English captions only: they stay off, and Spanish stays the choice.
    const englishOnly = captionTracks('en');
    expect(await watch(5, englishOnly, () => englishOnly.choose(null))).toEqual([]);
    const third = captionTracks('en', 'es');
    expect(await watch(6, third, () => third.choose(null))).toEqual(['es']);
    const fourth = captionTracks('en', 'es');
    expect(await watch(7, fourth, () => undefined)).toEqual([]);
  });

  it('takes no speed the menu does not offer from storage', async () => {
    captionTracks();
    const storage = createMemoryStorage({
      'persist:root': JSON.stringify({
        learningVideoPreferences: JSON.stringify({ playbackRate: 16, captions: 42 }),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    });
    const view = renderVideo(4, { storage });
    await waitForRehydration(view.persistor);
    const video = await pressPlay();
    expect(video.playbackRate).toBe(1);
  });
});

describe('the end of the video', () => {
  const actions = (overrides: Partial<VideoEndActions> = {}): VideoEndActions => ({
    onComplete: jest.fn(),
    completeDisabled: false,
    completing: false,
    completed: false,
    nextPath: '/course/free-trial/chapter/1/lesson/6',
    ...overrides,
  });

  it('offers Complete Step and Next Lesson over the player, with focus on Complete Step', async () => {
    captionTracks();
    const endActions = actions();
    renderVideo(5, { endActions });
    const video = await pressPlay();
    expect(
      screen.queryByRole('group', { name: 'You have watched the whole video.' }),
    ).not.toBeInTheDocument();

    act(() => void video.dispatchEvent(new Event('ended')));
    const end = screen.getByRole('group', { name: 'You have watched the whole video.' });
    expect(screen.getByRole('region', { name: `Lesson video: ${LESSON_NAME}` })).toContainElement(end);
    const complete = within(end).getByRole('button', { name: 'Complete Step' });
    await waitFor(() => expect(complete).toHaveFocus());
    expect(within(end).getByRole('link', { name: 'Next Lesson' })).toHaveAttribute(
      'href',
      '/course/free-trial/chapter/1/lesson/6',
    );
    await userEvent.click(complete);
    expect(endActions.onComplete).toHaveBeenCalledTimes(1);
  });

  it('says a completed step is done, and Watch again plays the video from the start', async () => {
    captionTracks();
    renderVideo(5, { endActions: actions({ completed: true, nextPath: null }) });
    const video = await pressPlay();
    act(() => void video.dispatchEvent(new Event('ended')));
    const end = screen.getByRole('group', { name: 'You have watched the whole video.' });
    expect(end).toHaveTextContent('You have completed this step.');
    expect(within(end).queryByRole('button', { name: 'Complete Step' })).not.toBeInTheDocument();
    expect(within(end).queryByRole('link', { name: 'Next Lesson' })).not.toBeInTheDocument();

    video.currentTime = 21;
    await userEvent.click(within(end).getByRole('button', { name: 'Watch again' }));
    expect(
      screen.queryByRole('group', { name: 'You have watched the whole video.' }),
    ).not.toBeInTheDocument();
    expect(video.currentTime).toBe(0);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('goes away when the learner plays or seeks again', async () => {
    captionTracks();
    renderVideo(5, { endActions: actions() });
    const video = await pressPlay();
    act(() => void video.dispatchEvent(new Event('ended')));
    expect(screen.getByRole('group', { name: 'You have watched the whole video.' })).toBeInTheDocument();
    act(() => void video.dispatchEvent(new Event('seeking')));
    expect(
      screen.queryByRole('group', { name: 'You have watched the whole video.' }),
    ).not.toBeInTheDocument();
  });
});
