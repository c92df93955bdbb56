import type { CaptionTrack, LessonDetails } from 'shared-contract';
import { youTubeVideoId } from './youtube';

/** What the lesson shows in its video area. */
export type LessonVideoChoice =
  | { kind: 'youtube'; videoId: string }
  | { kind: 'invalid-youtube' }
  | { kind: 'video'; src: string; captions: CaptionTrack[] }
  | { kind: 'placeholder' };

/** A YouTube link wins, then a direct video (with its caption tracks), else a placeholder image. */
export function chooseLessonVideo(
  lesson: Pick<LessonDetails, 'YouTubeLink' | 'LessonVideo' | 'CaptionTracks'>,
): LessonVideoChoice {
  const youTube = lesson.YouTubeLink?.trim();
  if (youTube) {
    const videoId = youTubeVideoId(youTube);
    return videoId ? { kind: 'youtube', videoId } : { kind: 'invalid-youtube' };
  }
  const video = lesson.LessonVideo?.trim();
  if (video) return { kind: 'video', src: video, captions: lesson.CaptionTracks ?? [] };
  return { kind: 'placeholder' };
}
