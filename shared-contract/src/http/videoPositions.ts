import * as z from '../zod';
import { id } from './fields';

/**
 * Where a learner stopped in a lesson's video, kept per learner and lesson, so the lesson opens there on any
 * device ("Resume from 3:12" / "Start over"). The player saves it every few seconds while playing and on leave.
 */

/** No lesson video is longer than this; a position beyond it is refused. */
export const VIDEO_POSITION_MAX_SECONDS = 6 * 60 * 60;
/** How often the player saves the position while the video plays. */
export const VIDEO_POSITION_SAVE_INTERVAL_MS = 5000;
/** A position this close to the start or the end is not offered as a place to resume. */
export const VIDEO_RESUME_MARGIN_SECONDS = 5;

const seconds = () =>
  z
    .number({ error: 'must be a number of seconds' })
    .check(
      z.gte(0, 'must not be negative'),
      z.lte(VIDEO_POSITION_MAX_SECONDS, `must be at most ${VIDEO_POSITION_MAX_SECONDS} seconds`),
    );

export const videoPositionRequest = z.lazy(() => z.object({ CourseID: id(), LessonID: id() }));
export const saveVideoPositionRequest = z.lazy(() =>
  z.object({
    CourseID: id(),
    LessonID: id(),
    PositionSeconds: seconds(),
    /** The video's length as the player knows it; null while it is unknown (a live or unloaded stream). */
    DurationSeconds: z.nullable(seconds()),
  }),
);
export const videoPosition = z.lazy(() =>
  z.object({
    LessonID: id(),
    /** null when the learner has never played this lesson's video. */
    PositionSeconds: z.nullable(z.number()),
    DurationSeconds: z.nullable(z.number()),
  }),
);
export type VideoPosition = z.output<typeof videoPosition>;
