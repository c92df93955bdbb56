import { useEffect } from 'react';
import { useAppDispatch, useAppStore } from 'shared-events';
import { captionsChosen, playbackRateChosen, selectVideoPreferences } from './videoPreferences';

/** What the preferences need of the media: a <video> or the YouTube element. */
export type PreferenceMedia = Pick<
  HTMLMediaElement,
  'playbackRate' | 'defaultPlaybackRate' | 'textTracks' | 'addEventListener' | 'removeEventListener'
>;

const captionTracks = (tracks: TextTrackList) =>
  Array.from(tracks).filter((track) => track.kind === 'captions' || track.kind === 'subtitles');

/** Shows the track in the chosen language, and no other; with none chosen (or none in it) captions stay off. */
function showCaptions(tracks: TextTrackList, language: string | null) {
  for (const track of captionTracks(tracks))
    track.mode = track.language === language ? 'showing' : 'disabled';
}

/**
 * Plays the video at the speed, and with the captions, the learner last chose, and remembers each new choice
 * made in the player's menus (media-chrome sets the media's rate and its tracks' modes; their events tell us).
 */
export function useVideoPreferences(media: PreferenceMedia | null) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (!media) return undefined;
    const preferred = () => selectVideoPreferences(store.getState());
    const { playbackRate } = preferred();
    // The default too: loading the source resets the rate to it.
    media.defaultPlaybackRate = playbackRate;
    media.playbackRate = playbackRate;
    const rateChanged = () => dispatch(playbackRateChosen(media.playbackRate));

    // The YouTube element makes a new track list at each load and adds YouTube's tracks to it once playing, so the
    // list is watched again at each load and a track added late is shown too. (jsdom's is a bare array.)
    let tracks: TextTrackList | undefined;
    const applyCaptions = () => tracks && showCaptions(tracks, preferred().captions);
    const captionsChanged = () => {
      if (!tracks) return;
      const available = captionTracks(tracks);
      const showing = available.find((track) => track.mode === 'showing')?.language ?? null;
      const { captions } = preferred();
      // Off because this video has no track in the chosen language: not the learner's choice.
      if (showing === null && !available.some((track) => track.language === captions)) return;
      dispatch(captionsChosen(showing));
    };
    const unwatch = () => {
      tracks?.removeEventListener('change', captionsChanged);
      tracks?.removeEventListener('addtrack', applyCaptions);
    };
    const watch = () => {
      const list = media.textTracks as TextTrackList | undefined;
      const current = typeof list?.addEventListener === 'function' ? list : undefined;
      if (current === tracks) return;
      unwatch();
      tracks = current;
      tracks?.addEventListener('change', captionsChanged);
      tracks?.addEventListener('addtrack', applyCaptions);
      applyCaptions();
    };
    watch();
    media.addEventListener('loadstart', watch);
    media.addEventListener('ratechange', rateChanged);
    return () => {
      media.removeEventListener('loadstart', watch);
      media.removeEventListener('ratechange', rateChanged);
      unwatch();
    };
  }, [media, dispatch, store]);
}
