/** A fetch replacement at the network boundary: answers in order and records every request. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type StubAnswer =
  | { status: number; json: unknown }
  | { status: number; text: string }
  | { networkError: string };

export function stubFetch(...answers: StubAnswer[]) {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  const fetchStub = jest.fn(async (url: string, init: RequestInit = {}) => {
    requests.push({
      url,
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const answer = queue.shift();
    if (!answer) throw new Error(`Unexpected request to ${url}`);
    if ('networkError' in answer) throw new TypeError(answer.networkError);
    const text = 'text' in answer ? answer.text : JSON.stringify(answer.json);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return { requests, fetchStub };
}

/** The API's success envelope: HTTP 200 with the body as a JSON string. */
export const ok = (body: unknown): StubAnswer => ({
  status: 200,
  json: { statusCode: 200, body: JSON.stringify(body) },
});

/** The API's error envelope. */
export const failure = (status: number, message?: string): StubAnswer => ({
  status,
  json: { statusCode: status, error: 'Error', ...(message === undefined ? {} : { message }) },
});
