/**
 * The keys of the public answers kept in memory (http/answerCache.ts), and the signal the code that changes
 * their data sends, so the catalogue is read again after an enrolment, a review or a comment. Process-wide,
 * because the writes happen deep in features that know nothing of the HTTP layer; every app in the process
 * listens (tests run several).
 */
export const answerKeys = {
  courses: 'courses',
  reviews: (courseId: number) => `reviews:${courseId}`,
  ratings: 'ratings',
  comments: (postId: string) => `comments:${postId}`,
} as const;

type Listener = (keys?: readonly string[]) => void;
const listeners = new Set<Listener>();

/** Calls `listener` with the keys whose data changed (none: everything may have); returns the unsubscribe. */
export function onCatalogChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Announces changed data: the keys of the answers it is in, or nothing when it may be in any. */
export function catalogChanged(keys?: readonly string[]): void {
  for (const listener of listeners) listener(keys);
}
