import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from 'shared-events';

/** The speeds the speed menu offers. */
export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export interface VideoPreferences {
  /** One of PLAYBACK_RATES. */
  playbackRate: number;
  /** The language of the caption track the learner turned on (e.g. 'en'); null: captions off. */
  captions: string | null;
}

const initialState: VideoPreferences = { playbackRate: 1, captions: null };

/** Stored state comes from an older release or another tab: only a speed the menu offers is taken. */
const offeredRate = (rate: number) => (PLAYBACK_RATES as readonly number[]).includes(rate);

/**
 * The speed and captions the learner last chose, kept for the next video on this device: the slice is
 * persisted with the store (localStorage), so a reload or another lesson plays as they left it.
 */
export const videoPreferencesSlice = createSlice({
  name: 'learningVideoPreferences',
  initialState,
  reducers: {
    playbackRateChosen(state, action: PayloadAction<number>) {
      if (offeredRate(action.payload)) state.playbackRate = action.payload;
    },
    captionsChosen(state, action: PayloadAction<string | null>) {
      state.captions = action.payload;
    },
  },
  selectors: {
    selectVideoPreferences: (state): VideoPreferences => ({
      playbackRate: offeredRate(state.playbackRate) ? state.playbackRate : initialState.playbackRate,
      captions: typeof state.captions === 'string' ? state.captions : null,
    }),
  },
});

declare module 'shared-events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice to RootState
  interface LazyLoadedSlices extends WithSlice<typeof videoPreferencesSlice> {}
}

const injected = injectSlice(videoPreferencesSlice);

export const { playbackRateChosen, captionsChosen } = videoPreferencesSlice.actions;
export const { selectVideoPreferences } = injected.selectors;
