import type { CourseWire, WireBodyOf } from 'shared-contract';
import type { RecordedRequest } from 'shared-platform/testing';

/** What a route answers: a body for the success envelope, or an error status with an optional message. */
export type RouteAnswer = { body: unknown } | { status: number; message?: string } | { networkError: string };

export type RouteHandler = (body: unknown, request: RecordedRequest) => RouteAnswer | Promise<RouteAnswer>;

/**
 * A fetch stub that answers by path (under the stage prefix), for pages that send several calls in an order
 * the test should not depend on. Unknown paths fail the request loudly.
 */
export function routeFetch(routes: Record<string, RouteHandler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn(async (url: string, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    requests.push(request);
    const path = new URL(url).pathname.replace(/^\/dev/, '');
    const handler = routes[path];
    if (!handler) throw new Error(`Unexpected request to ${path}`);
    const answer = await handler(request.body, request);
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    const json =
      'body' in answer
        ? { statusCode: 200, body: JSON.stringify(answer.body) }
        : {
            statusCode: answer.status,
            error: 'Error',
            ...(answer.message ? { message: answer.message } : {}),
          };
    const status = 'body' in answer ? 200 : answer.status;
    return { ok: status < 300, status, text: async () => JSON.stringify(json) } as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return {
    requests,
    fetchStub,
    pathsCalled: () => requests.map((r) => new URL(r.url).pathname.replace(/^\/dev/, '')),
  };
}

export const API_BASE = 'http://api.test/dev';

type ReviewWire = WireBodyOf<'getReviews'>[number];

export function courseFixture(overrides: Partial<CourseWire>): CourseWire {
  return {
    CourseID: 2,
    CourseLink: 'introduction-to-python',
    CourseName: 'Introduction to Python',
    CourseDescription: 'Variables, loops and functions, one small step at a time.',
    CourseImage: '/images/courses/introduction-to-python.svg',
    Price: 99,
    OfferPrice: 49,
    Level: 'Beginner',
    CourseDuration: { Hours: 5, Minutes: 30 },
    Students: 1200,
    Categories: ['Python'],
    CourseChapters: '[3]',
    Receivables: {},
    ...overrides,
  };
}

export function reviewFixture(n: number, overrides: Partial<ReviewWire> = {}): ReviewWire {
  return {
    ReviewID: `review-${n}`,
    CourseID: 2,
    Rating: 5,
    Title: `Review title ${n}`,
    Comment: `Comment ${n}`,
    UserName: `Reviewer ${n}`,
    Timestamp: new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString(),
    ...overrides,
  };
}
