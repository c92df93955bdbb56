import { VIDEO_RESUME_MARGIN_SECONDS, type VideoPosition } from 'shared-contract';

/** A time as video players show it: m:ss, or h:mm:ss from an hour on (192 -> 3:12, 3723 -> 1:02:03). */
export function formatVideoTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/**
 * Where to offer resuming: the saved position when it lies more than the margin from the start and from the end
 * (an unknown length only has a start), else null, so a video barely begun or watched to the end starts over.
 */
export function resumePoint(saved: VideoPosition | undefined): number | null {
  const position = saved?.PositionSeconds;
  if (position == null || position <= VIDEO_RESUME_MARGIN_SECONDS) return null;
  const duration = saved?.DurationSeconds;
  if (duration != null && duration - position <= VIDEO_RESUME_MARGIN_SECONDS) return null;
  return position;
}
