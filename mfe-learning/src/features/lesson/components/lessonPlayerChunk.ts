/**
 * Loads the player (media-chrome and the YouTube element), its own chunk: mounting it is the lesson page's
 * heaviest task, so a lesson loads it only when the learner asks for the video or is about to.
 */
export function loadLessonPlayer() {
  return import('./LessonPlayer');
}
