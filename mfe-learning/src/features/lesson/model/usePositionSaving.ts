import { useEffect } from 'react';
import { VIDEO_POSITION_SAVE_INTERVAL_MS } from 'shared-contract';
import { useLearningSaveVideoPositionMutation, type VideoPositionArgs } from '../api/videoPositionApi';
import { createPositionSaver } from './positionSaver';

/** What the player needs of its media: a <video> or the YouTube element, which behaves like one. */
export type LessonMedia = Pick<
  HTMLMediaElement,
  'currentTime' | 'duration' | 'play' | 'addEventListener' | 'removeEventListener'
>;

/**
 * Saves where the learner is in the lesson's video (positionSaver.ts says when): on the media's playing, pause
 * and ended events, as the player unmounts (the learner goes to another page) and on pagehide (the tab closes or
 * navigates away), the last two with keepalive so the request outlives the page. Never completes the step.
 */
export function usePositionSaving(media: LessonMedia | null, { CourseID, LessonID }: VideoPositionArgs) {
  const [savePosition] = useLearningSaveVideoPositionMutation();
  useEffect(() => {
    if (!media) return undefined;
    const saver = createPositionSaver({
      read: () => ({ position: media.currentTime, duration: media.duration }),
      save: ({ position, duration }, { keepalive }) =>
        savePosition({ CourseID, LessonID, PositionSeconds: position, DurationSeconds: duration, keepalive })
          .unwrap()
          .then(
            () => true,
            () => false,
          ),
      intervalMs: VIDEO_POSITION_SAVE_INTERVAL_MS,
    });
    const playing = () => saver.playing();
    const paused = () => saver.paused();
    const ended = () => saver.ended();
    const left = () => saver.left();
    media.addEventListener('playing', playing);
    media.addEventListener('pause', paused);
    media.addEventListener('ended', ended);
    window.addEventListener('pagehide', left);
    return () => {
      media.removeEventListener('playing', playing);
      media.removeEventListener('pause', paused);
      media.removeEventListener('ended', ended);
      window.removeEventListener('pagehide', left);
      saver.left();
    };
  }, [media, CourseID, LessonID, savePosition]);
}
