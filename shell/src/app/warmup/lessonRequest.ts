import { readStoredSession } from '../../features/auth/model/storedSession';
import { courseOfPath, isRecord } from './courseList';
import { routeMatches } from './routeMatches';
import { requestKey, startEarly } from './earlyRequests';

/**
 * A lesson page's largest paint is the lesson's text, which waits for the lesson: the learning remote asks for it
 * (the contract's fetchLesson, with the learner's token) only once its page has rendered. Run from index.html's
 * head script, this asks for it as soon as the courses response names the course, with the token aws-amplify
 * stored (the app sends the same one: storedSession.ts), and leaves it for the app to take. It is the very request
 * the app will make, byte for byte, or the app never takes it (requestKey): a guess that misses costs one request.
 */

/** mfe-learning's lesson route. */
export const LESSON_PAGE = '/course/:courseLink/chapter/:chapterId/lesson/:lessonId';
/** The contract's fetchLesson call. */
export const LESSON_FETCH_PATH = '/lesson/fetch';
/** shared-contract's LEARNER_PROFILE_HEADER: the child profile learning on this device. */
export const PROFILE_HEADER = 'X-Learner-Profile';
/** Where redux-persist keeps the app's state (shared-events's PERSIST_KEY). */
export const PERSISTED_STATE_KEY = 'persist:root';

type Storage = Pick<globalThis.Storage, 'getItem'>;

/** An answer nobody took is dropped this long after it came (a later visit to the lesson asks again). */
export const UNTAKEN_LESSON_MS = 30_000;

/** The child profile the app will send for `userId` (the persisted user slice's activeChildProfile), if any. */
export function persistedProfileId(storage: Storage, userId: string): string | undefined {
  try {
    const root: unknown = JSON.parse(storage.getItem(PERSISTED_STATE_KEY) ?? 'null');
    const user: unknown = isRecord(root) && typeof root.user === 'string' ? JSON.parse(root.user) : undefined;
    if (!isRecord(user) || !isRecord(user.userInfo) || user.userInfo.userId !== userId) return undefined;
    const profile = user.activeChildProfile;
    return isRecord(profile) && typeof profile.profileId === 'string' && profile.profileId
      ? profile.profileId
      : undefined;
  } catch {
    return undefined;
  }
}

export interface LessonRequestOptions {
  pathname: string;
  apiBaseUrl: string;
  /** The identity provider's client (the runtime config's identity.userPoolClientId). */
  clientId: string;
  /** The course list as the early courses request answered it (its body's Courses). */
  courses: unknown[];
  storage: Storage;
}

/** Starts the lesson of a lesson page for a signed-in learner with good stored tokens; nothing otherwise. */
export function startLessonEarly({
  pathname,
  apiBaseUrl,
  clientId,
  courses,
  storage,
}: LessonRequestOptions): void {
  if (!routeMatches(LESSON_PAGE, pathname)) return;
  const [, , , chapter = '', , lesson = ''] = pathname.split('/').filter(Boolean);
  if (!/^\d+$/.test(chapter) || !/^\d+$/.test(lesson)) return;
  const course = courseOfPath(courses, pathname);
  if (typeof course?.CourseID !== 'number') return;
  const session = readStoredSession(storage, clientId);
  if (!session) return;
  const profileId = persistedProfileId(storage, session.userId);
  // As the learning remote's LessonMain asks for it, key by key (the body is compared as a string).
  const body = JSON.stringify({
    UserID: session.userId,
    CourseID: course.CourseID,
    ChapterID: Number(chapter),
    LessonID: Number(lesson),
  });
  const init: RequestInit = {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${session.accessToken}`,
      ...(profileId ? { [PROFILE_HEADER]: profileId } : {}),
    },
    body,
  };
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${LESSON_FETCH_PATH}`;
  const key = requestKey(url, init);
  if (key !== undefined) startEarly(key, fetch(url, init), { forgetAfterMs: UNTAKEN_LESSON_MS });
}
