import type { RecordedRequest, StubAnswer } from 'shared-platform/testing';
import { API_BASE } from './renderCommunity';

/**
 * A fetch replacement that answers by path (each path's answers in order), for pages whose requests run
 * concurrently and so reach the network in no fixed order. Records every request; more answers can be
 * queued later with `answer`.
 */
export function routeFetch(routes: Record<string, StubAnswer[]> = {}) {
  const queues = new Map(Object.entries(routes).map(([path, answers]) => [path, [...answers]]));
  const requests: RecordedRequest[] = [];
  const fetchStub = jest.fn(async (url: string, init: RequestInit = {}) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const path = url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url;
    const answer = queues.get(path)?.shift();
    if (!answer) throw new Error(`Unexpected request to ${path}`);
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.json);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  const answer = (path: string, ...answers: StubAnswer[]) => {
    queues.set(path, [...(queues.get(path) ?? []), ...answers]);
  };
  /** The requests to one path, in order. */
  const to = (path: string) => requests.filter((request) => request.url === `${API_BASE}${path}`);
  return { requests, fetchStub, answer, to };
}
