import { calls, LEARNER_PROFILE_HEADER } from 'shared-contract';
import { PERSIST_KEY } from 'shared-events';
import { persistedState } from 'shared-events/testing';
import {
  accessClaims,
  amplifyStorage,
  jwt,
  STORED_CLIENT_ID,
} from '../../features/auth/testing/amplifyStorage';
import { clearEarly, fetchReusingEarly } from './earlyRequests';
import {
  LESSON_FETCH_PATH,
  PERSISTED_STATE_KEY,
  persistedProfileId,
  PROFILE_HEADER,
  startLessonEarly,
  UNTAKEN_LESSON_MS,
} from './lessonRequest';
import { jsonResponse } from './testing';

const API = 'http://api.test/dev';
const LESSON_URL = `${API}/lesson/fetch`;
const COURSES = [
  { CourseID: 7, CourseLink: 'python-advanced' },
  { CourseID: 1, CourseLink: 'free-trial' },
];
const network = jest.fn(async () => jsonResponse({ from: 'network' }));
/** The persisted user slice's userInfo of amplifyStorage's signed-in learner. */
const ADA = { userId: 'sub-1' };

/** Ada's stored session (amplifyStorage's tokens, valid for an hour from now) and the app's persisted state. */
function storage(state: Record<string, unknown> = {}) {
  const tokens = amplifyStorage();
  const persisted = persistedState(state);
  return { getItem: (key: string) => persisted[key] ?? tokens.getItem(key) };
}

/** The request the learning remote's LessonMain makes through the api's base query. */
const appRequest = (headers: Record<string, string> = {}, lesson = 2): RequestInit => ({
  method: 'POST',
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    Authorization: `Bearer ${jwt(accessClaims)}`,
    ...headers,
  },
  body: JSON.stringify({ UserID: 'sub-1', CourseID: 1, ChapterID: 1, LessonID: lesson }),
});

const start = (pathname: string, items = storage()) =>
  startLessonEarly({
    pathname,
    apiBaseUrl: `${API}/`,
    clientId: STORED_CLIENT_ID,
    courses: COURSES,
    storage: items,
  });

beforeEach(() => {
  clearEarly();
  network.mockClear();
  globalThis.fetch = network as unknown as typeof fetch;
  // amplifyStorage's tokens expire an hour after its fixed clock.
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 28, 12, 0, 0), doNotFake: ['nextTick', 'setImmediate'] });
});

afterEach(() => {
  jest.useRealTimers();
});

it("starts a lesson page's lesson with the stored token, and the app's identical request takes it", async () => {
  start('/course/free-trial/chapter/1/lesson/2');
  expect(network).toHaveBeenCalledTimes(1);
  expect(network).toHaveBeenCalledWith(LESSON_URL, appRequest());

  await fetchReusingEarly(LESSON_URL, appRequest());
  expect(network).toHaveBeenCalledTimes(1);
});

it("sends the persisted child profile as the app does, and leaves it to no one else's request", async () => {
  const child = storage({ user: { userInfo: ADA, activeChildProfile: { profileId: 'p-1', name: 'Sam' } } });
  start('/course/free-trial/chapter/1/lesson/2', child);
  expect(network).toHaveBeenCalledWith(LESSON_URL, appRequest({ [PROFILE_HEADER]: 'p-1' }));

  await fetchReusingEarly(LESSON_URL, appRequest());
  expect(network).toHaveBeenCalledTimes(2);
  await fetchReusingEarly(LESSON_URL, appRequest({ [PROFILE_HEADER]: 'p-1' }));
  expect(network).toHaveBeenCalledTimes(2);
});

it('asks nothing without good stored tokens, off a lesson page, or for a lesson it cannot name', () => {
  start('/course/free-trial/chapter/1/lesson/2', { getItem: () => null });
  start('/course/free-trial/chapter/1/lesson/2', {
    getItem: amplifyStorage({ accessToken: jwt({ ...accessClaims, exp: 1 }) }).getItem,
  });
  start('/course/free-trial');
  start('/course/no-such-course/chapter/1/lesson/2');
  start('/course/free-trial/chapter/one/lesson/2');
  expect(network).not.toHaveBeenCalled();
});

it("reads the child profile from the state as redux-persist stores it, and only the signed-in learner's", () => {
  const withProfile = (userInfo: unknown) =>
    storage({ user: { userInfo, activeChildProfile: { profileId: 'p-1' } } });
  expect(persistedProfileId(withProfile(ADA), 'sub-1')).toBe('p-1');
  expect(persistedProfileId(withProfile({ userId: 'sub-2' }), 'sub-1')).toBeUndefined();
  expect(persistedProfileId(withProfile(null), 'sub-1')).toBeUndefined();
  expect(
    persistedProfileId(storage({ user: { userInfo: ADA, activeChildProfile: null } }), 'sub-1'),
  ).toBeUndefined();
  expect(persistedProfileId({ getItem: () => '{not json' }, 'sub-1')).toBeUndefined();
  expect(persistedProfileId({ getItem: () => null }, 'sub-1')).toBeUndefined();
});

it('drops an answer nobody took, 30 s after it came: a later visit to the lesson asks again', async () => {
  start('/course/free-trial/chapter/1/lesson/2');
  await jest.advanceTimersByTimeAsync(UNTAKEN_LESSON_MS - 1000);
  await jest.advanceTimersByTimeAsync(2000);
  await fetchReusingEarly(LESSON_URL, appRequest());
  expect(network).toHaveBeenCalledTimes(2);
});

it("names the contract's call, header and the app's storage key as they are declared", () => {
  expect(calls.fetchLesson).toMatchObject({ method: 'POST', path: LESSON_FETCH_PATH });
  expect(PROFILE_HEADER).toBe(LEARNER_PROFILE_HEADER);
  expect(PERSISTED_STATE_KEY).toBe(`persist:${PERSIST_KEY}`);
});
