import { useEffect, useRef, useState } from 'react';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaMuteButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaCaptionsMenu,
  MediaCaptionsMenuButton,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
} from 'media-chrome/react/menu';
import YouTubeVideo from 'youtube-video-element/react';
import type { CaptionTrack } from 'shared-contract';
import { usePositionSaving, type LessonMedia } from '../model/usePositionSaving';
import { useVideoPreferences, type PreferenceMedia } from '../model/useVideoPreferences';
import { PLAYBACK_RATES } from '../model/videoPreferences';
import { focusIfUnclaimed } from './focusIfUnclaimed';
import { Screen } from './LessonPlayer.styles';
import { VideoEndScreen, type VideoEndActions } from './VideoEndScreen';
import { videoRegionLabel } from './VideoScreen';
/** How far the seek buttons (and the arrow keys) move, in seconds. */
const SEEK_SECONDS = 10;

export type PlayerSource =
  | { kind: 'video'; src: string; captions: CaptionTrack[] }
  | { kind: 'youtube'; videoId: string };

export interface LessonPlayerProps {
  source: PlayerSource;
  lessonName: string;
  courseId: number;
  lessonId: number;
  /** Where the learner chose to start, in seconds (0: the beginning): the player seeks there and plays at once. */
  startAt: number;
  /** Offered over the player once the video ends. */
  endActions?: VideoEndActions | undefined;
}

/** The end screen, and whether it takes focus (the learner was in the player, whose controls it covers). */
type Ended = { takeFocus: boolean } | null;

/**
 * A lesson video in media-chrome's controls: play, seek, time, volume, speed (0.75x to 2x), captions when the
 * video has caption tracks, full screen, and its keyboard shortcuts (space or k, arrows, m, f, c, ? for the list)
 * while focus is in the player. A self-hosted video has no download control; a YouTube video plays in YouTube's
 * privacy-enhanced embed. It is mounted by the learner's choice on the light screen (VideoOnRequest) and plays
 * at once from the chosen point, at the speed and with the captions the learner last chose. At its end it offers
 * Complete Step and Next Lesson.
 */
export default function LessonPlayer({
  source,
  lessonName,
  courseId,
  lessonId,
  startAt,
  endActions,
}: LessonPlayerProps) {
  const [media, setMedia] = useState<(LessonMedia & PreferenceMedia) | null>(null);
  const [ended, setEnded] = useState<Ended>(null);
  const screen = useRef<HTMLDivElement>(null);
  const playButton = useRef<HTMLElement | null>(null);
  usePositionSaving(media, { CourseID: courseId, LessonID: lessonId });
  useVideoPreferences(media);

  useEffect(() => {
    if (!media) return undefined;
    const showEnd = () => {
      const focused = document.activeElement;
      const inPlayer = focused === null || focused === document.body || !!screen.current?.contains(focused);
      setEnded({ takeFocus: inPlayer });
    };
    // Played or sought again (the keyboard's shortcuts): the video is on, not over.
    const hideEnd = () => setEnded(null);
    media.addEventListener('ended', showEnd);
    media.addEventListener('play', hideEnd);
    media.addEventListener('seeking', hideEnd);
    return () => {
      media.removeEventListener('ended', showEnd);
      media.removeEventListener('play', hideEnd);
      media.removeEventListener('seeking', hideEnd);
    };
  }, [media]);

  const watchAgain = () => {
    if (!media) return;
    setEnded(null);
    media.currentTime = 0;
    media.play().catch(() => undefined);
    playButton.current?.focus();
  };

  // The learner's press asked for the video: it starts where they chose, and keyboard focus goes on from the
  // pressed control (now gone) to the play button.
  useEffect(() => {
    if (!media) return;
    if (startAt > 0) media.currentTime = startAt;
    // A refused play (autoplay rules) leaves the player ready for its own play button.
    media.play().catch(() => undefined);
    focusIfUnclaimed(playButton.current);
  }, [media, startAt]);

  const captions = source.kind === 'video' ? source.captions : [];
  return (
    <Screen ref={screen} role="region" aria-label={videoRegionLabel(lessonName)}>
      <MediaController>
        {source.kind === 'video' ? (
          <video
            slot="media"
            ref={setMedia}
            src={source.src}
            preload="metadata"
            aria-label={lessonName}
            // No download control; the browser's context menu would offer "Save video as" instead.
            onContextMenu={(event) => event.preventDefault()}
          >
            {captions.map((track) => (
              <track
                key={track.Src}
                kind="captions"
                src={track.Src}
                srcLang={track.Language}
                label={track.Label}
              />
            ))}
          </video>
        ) : (
          <YouTubeVideo
            slot="media"
            ref={setMedia}
            src={`https://www.youtube-nocookie.com/embed/${source.videoId}`}
            aria-label={lessonName}
          />
        )}
        <MediaPlaybackRateMenu hidden anchor="auto" rates={[...PLAYBACK_RATES]} />
        {captions.length > 0 && <MediaCaptionsMenu hidden anchor="auto" />}
        <MediaControlBar>
          <MediaPlayButton
            ref={(element) => {
              playButton.current = element;
            }}
          />
          <MediaSeekBackwardButton seekOffset={SEEK_SECONDS} />
          <MediaSeekForwardButton seekOffset={SEEK_SECONDS} />
          <MediaTimeRange />
          <MediaTimeDisplay showDuration />
          <MediaMuteButton />
          <MediaVolumeRange />
          <MediaPlaybackRateMenuButton />
          {captions.length > 0 && <MediaCaptionsMenuButton />}
          <MediaFullscreenButton />
        </MediaControlBar>
      </MediaController>
      {ended && endActions && (
        <VideoEndScreen actions={endActions} onWatchAgain={watchAgain} takeFocus={ended.takeFocus} />
      )}
    </Screen>
  );
}
