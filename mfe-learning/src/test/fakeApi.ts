import type { RecordedRequest, StubAnswer } from 'shared-platform/testing';

export type Handler = (body: Record<string, unknown>) => StubAnswer | Promise<StubAnswer>;

/**
 * A fetch replacement that answers by path (under /dev), so tests do not depend on the order in which a
 * page's independent calls start. Unknown paths fail the test loudly.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn(async (url: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body,
    });
    const path = new URL(url).pathname.replace(/^\/dev/, '');
    const handler = handlers[path];
    if (!handler) throw new Error(`Unexpected request to ${path}`);
    const answer = await handler(body);
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.json);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  const calls = (path: string) => requests.filter((request) => request.url.endsWith(`/dev${path}`));
  return { requests, calls, fetchStub };
}
