import { ContractError, decodeBody } from 'shared-contract';
import { endNetworkTest, failure, watchUnhandledRequests } from './network';
import {
  apiAnswer,
  apiError,
  apiHandler,
  networkFailure,
  sentBodies,
  sentRequests,
  TEST_API_BASE,
} from './index';
import { courseWire } from './fixtures';
import { server } from './server';

const post = (path: string, body: unknown) =>
  fetch(`${TEST_API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
    body: JSON.stringify(body),
  });

const course = courseWire({ CourseID: 2, CourseLink: 'intro' });

afterEach(() => {
  // The shared setup would fail the next test on a violation a test here provoked on purpose.
  expect(() => endNetworkTest()).not.toThrow();
});

it("answers a call at the contract's method and path in the API's success envelope", async () => {
  server.use(apiAnswer('getCourses', { Courses: [course] }));
  const response = await fetch(`${TEST_API_BASE}/courses`);
  expect(response.status).toBe(200);
  expect(decodeBody('getCourses', await response.json()).Courses[0]?.CourseLink).toBe('intro');
});

it('gives the resolver the parsed payload and records what was sent', async () => {
  server.use(
    apiHandler('getChapters', ({ body }) => ({
      Chapters: body.ChapterIDs.map((id) => ({
        ChapterID: id,
        ChapterName: `C${id}`,
        ChapterLessons: '[1]',
      })),
    })),
  );
  const response = await post('/chapter/get-multiple', { ChapterIDs: [3, 4] });
  expect(decodeBody('getChapters', await response.json()).Chapters.map((c) => c.ChapterID)).toEqual([3, 4]);
  expect(sentBodies('getChapters')).toEqual([{ ChapterIDs: [3, 4] }]);
  const [request] = sentRequests();
  expect(request).toMatchObject({
    call: 'getChapters',
    method: 'POST',
    url: `${TEST_API_BASE}/chapter/get-multiple`,
  });
  expect(request?.headers.authorization).toBe('Bearer t');
});

it("answers errors in the API's error envelope, and network failures as no answer", async () => {
  server.use(apiError('validateCoupon', 404, 'No such coupon'), apiError('getReviews', 500));
  const coupon = await post('/coupons/validate', { coupon_code: 'NOPE' });
  expect(coupon.status).toBe(404);
  expect(await coupon.json()).toEqual({ statusCode: 404, error: 'Error', message: 'No such coupon' });
  expect(await (await post('/course/review/all', { CourseID: 2 })).json()).toEqual({
    statusCode: 500,
    error: 'Error',
  });

  server.use(apiHandler('getCourses', () => networkFailure()));
  await expect(fetch(`${TEST_API_BASE}/courses`)).rejects.toThrow(TypeError);
});

it('plays a sequence with once, and counts the requests a handler answered', async () => {
  server.use(
    apiHandler('getCourses', ({ count }) => (count === 0 ? failure(503) : { Courses: [] })),
    apiError('getReviews', 500, undefined, { once: true }),
  );
  expect((await fetch(`${TEST_API_BASE}/courses`)).status).toBe(503);
  expect((await fetch(`${TEST_API_BASE}/courses`)).status).toBe(200);
  server.use(apiAnswer('getReviews', []));
  expect((await post('/course/review/all', { CourseID: 2 })).status).toBe(200);
});

it('fails the test when the answer is one the API could not give', async () => {
  // @ts-expect-error: the contract's types already refuse a body without Courses.
  server.use(apiAnswer('getCourses', { Items: [] }));
  const response = await fetch(`${TEST_API_BASE}/courses`);
  expect(response.status).toBe(500);
  expect(() => endNetworkTest()).toThrow('getCourses answered response/body/Courses');
  expect(() => decodeBody('getCourses', { statusCode: 200, body: '{"Items":[]}' })).toThrow(ContractError);
});

it('fails the test when a payload the API refuses gets a success, answering 400 like the API', async () => {
  server.use(apiAnswer('getChapters', { Chapters: [] }));
  const response = await post('/chapter/get-multiple', { ChapterIDs: 'all' });
  expect(response.status).toBe(400);
  expect(() => endNetworkTest()).toThrow('getChapters was sent body/ChapterIDs');
  expect(sentBodies('getChapters')).toEqual([]);
});

it('lets a test answer a payload the API refuses with the failure the API would give', async () => {
  server.use(apiError('getChapters', 400, 'body/ChapterIDs must be an array of integers'));
  const response = await post('/chapter/get-multiple', { ChapterIDs: 'all' });
  expect(response.status).toBe(400);
  expect(sentBodies('getChapters')).toEqual([{ ChapterIDs: 'all' }]);
});

it('fails the test on a request no handler answered, even when the code swallowed its error', async () => {
  watchUnhandledRequests();
  await expect(fetch(`${TEST_API_BASE}/no-such-call`)).rejects.toThrow();
  expect(() => endNetworkTest()).toThrow(`No handler answered: GET ${TEST_API_BASE}/no-such-call`);
});
