import { VIDEO_POSITION_MAX_SECONDS } from 'shared-contract';

/** Where the video is: its position and its length (null while unknown). */
export interface PlaybackPoint {
  position: number;
  duration: number | null;
}

export interface PositionSaverOptions {
  /** Reads the media's position now. */
  read: () => PlaybackPoint;
  /** Sends the position; resolves false when the save failed. `keepalive` as the learner leaves the page. */
  save: (point: PlaybackPoint, options: { keepalive: boolean }) => Promise<boolean>;
  intervalMs: number;
}

export interface PositionSaver {
  playing(): void;
  paused(): void;
  ended(): void;
  /** The learner leaves (route change, unmount, pagehide): saves once more and stops. */
  left(): void;
}

const clamp = (seconds: number) => Math.min(Math.max(seconds, 0), VIDEO_POSITION_MAX_SECONDS);

/** A position the contract accepts: seconds within its range (to the tenth), a length only when finite. */
export function savablePoint({ position, duration }: PlaybackPoint): PlaybackPoint {
  return {
    position: Number.isFinite(position) ? Math.round(clamp(position) * 10) / 10 : 0,
    duration: duration != null && Number.isFinite(duration) && duration > 0 ? clamp(duration) : null,
  };
}

/**
 * When the player saves the learner's position: every `intervalMs` while playing, on pause, at the end and on
 * leave, and only once the video has played on this visit (opening a lesson and leaving keeps the earlier
 * position). A save that fails stays quiet and stops the periodic saves until the video plays again, so a broken
 * server is not asked every few seconds. A tick while a save is on its way, or a save of the position last saved,
 * is skipped; a pause or the end while one is on its way is saved after it.
 */
export function createPositionSaver({ read, save, intervalMs }: PositionSaverOptions): PositionSaver {
  let timer: ReturnType<typeof setInterval> | undefined;
  let hasPlayed = false;
  let sending = false;
  /** A pause or the end came while a save was on its way: save again when it is done. */
  let saveAfter = false;
  let lastSaved: number | undefined;

  const stopTimer = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const done = (saved: boolean, position: number) => {
    sending = false;
    if (saved) lastSaved = position;
    else stopTimer();
    if (saveAfter) {
      saveAfter = false;
      saveNow('event');
    }
  };

  function saveNow(reason: 'tick' | 'event' | 'leave') {
    if (!hasPlayed) return;
    if (sending && reason !== 'leave') {
      if (reason === 'event') saveAfter = true;
      return;
    }
    const point = savablePoint(read());
    if (point.position === lastSaved) return;
    sending = true;
    save(point, { keepalive: reason === 'leave' }).then(
      (saved) => done(saved, point.position),
      () => done(false, point.position),
    );
  }

  return {
    playing() {
      hasPlayed = true;
      if (timer === undefined) timer = setInterval(() => saveNow('tick'), intervalMs);
    },
    paused() {
      stopTimer();
      saveNow('event');
    },
    ended() {
      stopTimer();
      saveNow('event');
    },
    left() {
      stopTimer();
      saveAfter = false;
      saveNow('leave');
      hasPlayed = false;
    },
  };
}
