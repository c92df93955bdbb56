import { configureStore } from '@reduxjs/toolkit';
import type { CourseWire } from 'shared-contract';
import {
  apiAnswer,
  apiError,
  apiHandler,
  failure,
  networkFailure,
  offContractAnswer,
  sentRequests,
  TEST_API_BASE,
} from '../testing/network';
import { courseWire } from '../testing/fixtures';
import { server } from '../testing/server';
import { api } from './api';
import { configureApi } from './apiConfig';
import { coreApi } from './coreEndpoints';
import { fetchStatus } from './fetchStatus';

const BASE = TEST_API_BASE;

function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/**
 * Runs one query and drops the subscription: RTK Query keeps subscription bookkeeping per api, not per
 * store, so a subscription left behind by one test would keep another test's cache entry alive.
 */
async function run<T extends PromiseLike<unknown> & { unsubscribe(): void }>(
  subscription: T,
): Promise<Awaited<T>> {
  try {
    return await subscription;
  } finally {
    subscription.unsubscribe();
  }
}

function wireCourse(id: number, chapters: string): CourseWire {
  return courseWire({ CourseID: id, CourseChapters: chapters });
}

let token: string | null;
beforeEach(() => {
  token = null;
  configureApi({ baseUrl: `${BASE}/`, getAccessToken: () => token });
});

describe('getCourses', () => {
  it('GETs /courses, unwraps the envelope, parses CourseChapters and sorts by CourseID', async () => {
    server.use(apiAnswer('getCourses', { Courses: [wireCourse(5, '[7,8]'), wireCourse(1, '[1,2]')] }));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));

    expect(sentRequests()).toEqual([
      {
        call: 'getCourses',
        url: `${BASE}/courses`,
        method: 'GET',
        headers: { accept: 'application/json' },
        body: undefined,
      },
    ]);
    expect(result.data?.map((course) => [course.CourseID, course.CourseChapters])).toEqual([
      [1, [1, 2]],
      [5, [7, 8]],
    ]);
    expect(fetchStatus(result)).toBe('succeeded');
  });

  it('tolerates a body that is already an object', async () => {
    server.use(
      offContractAnswer('getCourses', {
        json: { statusCode: 200, body: { Courses: [wireCourse(2, '[3]')] } },
      }),
    );
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.data?.[0]?.CourseChapters).toEqual([3]);
  });

  it('sends the bearer token when there is one', async () => {
    token = 'access-token-1';
    server.use(apiAnswer('getCourses', { Courses: [] }));
    await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(sentRequests()[0]?.headers.authorization).toBe('Bearer access-token-1');
  });

  it("uses the response's message on a non-ok status", async () => {
    server.use(apiError('getCourses', 503, 'The course service is down for maintenance'));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toEqual({ status: 503, message: 'The course service is down for maintenance' });
    expect(fetchStatus(result)).toBe('failed');
  });

  it("falls back to the spec's message when the server gives none", async () => {
    server.use(offContractAnswer('getCourses', { status: 500, text: 'Internal Server Error' }));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toEqual({ status: 500, message: 'Failed to fetch courses' });
  });

  it('treats an envelope statusCode other than 2xx as a failure even on HTTP 200', async () => {
    server.use(offContractAnswer('getCourses', { json: { statusCode: 404, message: 'No courses here' } }));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toEqual({ status: 404, message: 'No courses here' });
  });

  it("reports a network failure with the spec's message", async () => {
    server.use(apiHandler('getCourses', () => networkFailure()));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch courses',
      detail: 'Failed to fetch',
    });
  });

  it('rejects a body that breaks the contract, naming the field', async () => {
    server.use(
      offContractAnswer('getCourses', {
        json: {
          statusCode: 200,
          body: JSON.stringify({ Courses: [{ ...wireCourse(1, '[1]'), CourseChapters: 'not json' }] }),
        },
      }),
    );
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toMatchObject({ status: 'PARSE_ERROR', message: 'Failed to fetch courses' });
    expect(result.error).toHaveProperty(
      'detail',
      expect.stringContaining('response/body/Courses/0/CourseChapters'),
    );
  });

  it('rejects a body string that is not JSON', async () => {
    server.use(offContractAnswer('getCourses', { json: { statusCode: 200, body: '{oops' } }));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getCourses.initiate()));
    expect(result.error).toMatchObject({
      status: 'PARSE_ERROR',
      detail: 'getCourses: response/body is not a JSON string',
    });
  });

  it('keeps unused courses cached for 15 minutes, then drops them', async () => {
    jest.useFakeTimers();
    try {
      const store = makeStore();
      server.use(apiAnswer('getCourses', { Courses: [] }));
      const subscription = store.dispatch(coreApi.endpoints.getCourses.initiate());
      await subscription;
      subscription.unsubscribe();
      const status = () => coreApi.endpoints.getCourses.select()(store.getState()).status;

      jest.advanceTimersByTime(899_000);
      expect(status()).toBe('fulfilled');
      jest.advanceTimersByTime(2_000);
      expect(status()).toBe('uninitialized');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('getChapters', () => {
  it('POSTs the unique ids and sorts chapters by numeric ChapterID, parsing ChapterLessons', async () => {
    server.use(
      apiAnswer('getChapters', {
        Chapters: [
          { ChapterID: 10, ChapterName: 'Ten', ChapterLessons: [20, 21] },
          { ChapterID: 2, ChapterName: 'Two', ChapterLessons: '[3,4]' },
        ],
      }),
    );
    const result = await run(makeStore().dispatch(coreApi.endpoints.getChapters.initiate([10, 2, 10])));

    expect(sentRequests()[0]).toMatchObject({
      url: `${BASE}/chapter/get-multiple`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: { ChapterIDs: [2, 10] },
    });
    expect(result.data?.map((chapter) => [chapter.ChapterID, chapter.ChapterLessons])).toEqual([
      [2, [3, 4]],
      [10, [20, 21]],
    ]);
  });

  it("fails with 'Failed to fetch chapters' when the server gives no message", async () => {
    server.use(apiError('getChapters', 500));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getChapters.initiate([1])));
    expect(result.error).toEqual({ status: 500, message: 'Failed to fetch chapters' });
  });

  it('makes no request for no ids', async () => {
    const requested = jest.fn();
    server.events.on('request:start', requested);
    const result = await run(makeStore().dispatch(coreApi.endpoints.getChapters.initiate([])));
    expect(result.data).toEqual([]);
    expect(requested).not.toHaveBeenCalled();
  });
});

describe('getLessonNames', () => {
  const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const names = (lessonIds: number[]) => ({
    Lessons: lessonIds.map((id) => ({ LessonID: id, LessonName: `L${id}` })),
  });

  it('asks in batches of 100, one request after another, and merges sorted by LessonID', async () => {
    const answers = [names(ids(1, 100).reverse()), names(ids(101, 150))];
    let inFlight = 0;
    let maxInFlight = 0;
    server.use(
      apiHandler('getLessonNames', async ({ count }) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        return answers[count] ?? failure(500);
      }),
    );
    const requests = () => sentRequests('getLessonNames');

    const result = await run(
      makeStore().dispatch(coreApi.endpoints.getLessonNames.initiate(ids(1, 150).reverse())),
    );

    expect(requests().map((request) => (request.body as { LessonIDs: number[] }).LessonIDs)).toEqual([
      ids(1, 100),
      ids(101, 150),
    ]);
    expect(requests().every((request) => request.url === `${BASE}/lesson/get-names`)).toBe(true);
    expect(maxInFlight).toBe(1);
    expect(result.data?.map((lesson) => lesson.LessonID)).toEqual(ids(1, 150));
  });

  it('skips a batch whose response has an unexpected shape', async () => {
    server.use(
      offContractAnswer(
        'getLessonNames',
        { json: { statusCode: 200, body: JSON.stringify({ Unexpected: true }) } },
        { once: true },
      ),
      apiAnswer('getLessonNames', names([101])),
    );
    const result = await run(makeStore().dispatch(coreApi.endpoints.getLessonNames.initiate(ids(1, 101))));
    expect(result.data).toEqual([{ LessonID: 101, LessonName: 'L101' }]);
  });

  it('fails with the status code in the message when a batch is not ok', async () => {
    server.use(apiHandler('getLessonNames', ({ count }) => (count === 0 ? names([1]) : failure(502))));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getLessonNames.initiate(ids(1, 200))));
    expect(result.error).toEqual({ status: 502, message: 'Failed to fetch lesson names, status code: 502' });
    expect(sentRequests('getLessonNames')).toHaveLength(2);
  });

  it("prefers the server's message for a failed batch", async () => {
    server.use(apiError('getLessonNames', 400, 'body/LessonIDs must hold at most 100 ids'));
    const result = await run(makeStore().dispatch(coreApi.endpoints.getLessonNames.initiate([1])));
    expect(result.error).toEqual({ status: 400, message: 'body/LessonIDs must hold at most 100 ids' });
  });
});
