import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  calls,
  describeIssues,
  type CallName,
  type ErrorEnvelope,
  type ParsedRequestOf,
  type WireBodyOf,
} from 'shared-contract';
import { forgetParentProof } from '../api/parentProof';
import { server } from './server';

/** The API base URL the tests configure (runtime config and configureApi); the handlers answer under it. */
export const TEST_API_BASE = 'http://api.test/dev';

/** One request a test's handlers received: what the client sent. */
export interface SentRequest {
  call: CallName;
  url: string;
  method: string;
  /** Header names in lower case, as the Fetch API gives them. */
  headers: Record<string, string>;
  /** The JSON payload as sent (before the contract's parsing); undefined when none was sent. */
  body: unknown;
}

const sent: SentRequest[] = [];
const violations: string[] = [];

/** Every request the contract's handlers received in this test, in order (optionally only call N's). */
export function sentRequests(call?: CallName): SentRequest[] {
  return call === undefined ? [...sent] : sent.filter((request) => request.call === call);
}

/** The payloads call N was sent with in this test, in order. */
export const sentBodies = (call: CallName): unknown[] => sentRequests(call).map((request) => request.body);

/**
 * Counts every request no handler answers as a violation (tooling/jest calls this before each test): msw's
 * onUnhandledRequest 'error' only makes the request fail, which code that swallows errors would hide.
 */
export function watchUnhandledRequests(): void {
  server.events.on('request:unhandled', ({ request }) => {
    violations.push(`No handler answered: ${request.method} ${request.url}`);
  });
}

/**
 * Forgets this test's requests and the parent proof they held, and fails it when a request or an answer broke the contract (tooling/jest runs
 * this after each test), so a test cannot pass on an answer the API could never give.
 */
export function endNetworkTest(): void {
  sent.length = 0;
  forgetParentProof();
  const found = violations.splice(0);
  if (found.length > 0)
    throw new Error(
      `The fake API saw requests outside the contract or with no handler:\n${found.join('\n')}`,
    );
}

/** An answer the API gives instead of a body: an error status with its envelope, or no answer at all. */
export class ApiFailure {
  constructor(
    readonly status: number | 'network',
    readonly message?: string,
  ) {}
}

/** The API's error envelope (message omitted: the client shows its own wording, as behind a failing gateway). */
export const failure = (status: number, message?: string) => new ApiFailure(status, message);

/** The connection fails before any answer (offline, DNS, CORS). */
export const networkFailure = () => new ApiFailure('network');

export type ApiResolver<N extends CallName> = (request: {
  /** The payload after the contract's parsing (trimmed strings, coerced numbers), as the API sees it. */
  body: ParsedRequestOf<N>;
  /** How many requests this handler answered before this one. */
  count: number;
  request: Request;
}) => ApiAnswerOf<N> | Promise<ApiAnswerOf<N>>;

function answer(failureOrBody: unknown, call: CallName): Response {
  if (failureOrBody instanceof ApiFailure) {
    if (failureOrBody.status === 'network') return HttpResponse.error();
    const envelope: Omit<ErrorEnvelope, 'message'> & { message?: string } = {
      statusCode: failureOrBody.status,
      error: 'Error',
      ...(failureOrBody.message === undefined ? {} : { message: failureOrBody.message }),
    };
    return HttpResponse.json(envelope, { status: failureOrBody.status });
  }
  const checked = calls[call].body.safeParse(failureOrBody);
  if (!checked.success) {
    const why = `${call} answered ${describeIssues(checked.error, 'response/body')}`;
    violations.push(why);
    return HttpResponse.json({ statusCode: 500, error: 'Error', message: why }, { status: 500 });
  }
  return HttpResponse.json({ statusCode: 200, body: JSON.stringify(failureOrBody) });
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/**
 * Answers contract call N at its method and path under TEST_API_BASE: records the request, checks the payload
 * against the call's request schema (a payload the API refuses may only get a failure: a success answers 400
 * like the API and fails the test) and wraps the resolver's body, checked against the call's response schema,
 * in the API's success envelope. The resolver sees the payload as the API parses it (as sent when refused).
 * `once` answers only the next request, for tests that play a sequence.
 */
export function apiHandler<N extends CallName>(
  call: N,
  resolve: ApiResolver<N>,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  const { method, path } = calls[call];
  const route = { GET: http.get, POST: http.post, PUT: http.put }[method];
  let count = 0;
  return route(
    `${TEST_API_BASE}${path}`,
    async ({ request }) => {
      const raw = await readJson(request.clone());
      sent.push({ call, url: request.url, method, headers: Object.fromEntries(request.headers), body: raw });
      const parsed = calls[call].request?.safeParse(raw);
      const refused = parsed && !parsed.success ? describeIssues(parsed.error) : undefined;
      const body = parsed?.success ? parsed.data : raw;
      const result = await resolve({ body: body as ParsedRequestOf<N>, count: count++, request });
      if (refused !== undefined && !(result instanceof ApiFailure)) {
        violations.push(
          `${call} was sent ${refused}: the API refuses it, yet the test answered with a success`,
        );
        return HttpResponse.json(
          { statusCode: 400, error: 'Bad Request', message: refused },
          { status: 400 },
        );
      }
      return answer(result, call);
    },
    { once },
  );
}

/** What call N's handler gives: the body of a success, or a failure. */
export type ApiAnswerOf<N extends CallName> = WireBodyOf<N> | ApiFailure;

/**
 * Answers call N with `answers` in order, one per request (spread them into server.use); a request beyond
 * them reaches no handler and fails the test, as a call the test did not expect.
 */
export const apiSequence = <N extends CallName>(call: N, ...answers: ApiAnswerOf<N>[]): HttpHandler[] =>
  answers.map((next) => apiHandler(call, () => next, { once: true }));

/** Records every request that reaches the network from now to the end of the test, answered or not. */
export function watchRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => seen.push(`${request.method} ${request.url}`));
  return seen;
}

export type ApiResolvers = { [N in CallName]?: ApiResolver<N> };

/** Answers each named call with its resolver for the rest of the test (later calls take precedence). */
export function answerCalls(resolvers: ApiResolvers): void {
  const handler = <N extends CallName>(call: N) => apiHandler(call, resolvers[call] as ApiResolver<N>);
  server.use(...(Object.keys(resolvers) as CallName[]).map(handler));
}

/** Answers call N with `body` every time. */
export const apiAnswer = <N extends CallName>(call: N, body: WireBodyOf<N>, options?: { once?: boolean }) =>
  apiHandler(call, () => body, options);

/** Answers call N with an error status (and the API's message, when given). */
export const apiError = (call: CallName, status: number, message?: string, options?: { once?: boolean }) =>
  apiHandler(call, () => failure(status, message), options);

/** A raw HTTP answer: a JSON value or a text, with its status (200 unless given). */
export type RawAnswer = { status?: number; json: unknown } | { status?: number; text: string };

/**
 * Answers call N with a raw HTTP response outside the contract (an envelope without statusCode 200, a body of
 * the wrong shape, a text): only for tests of how the client copes with a broken server, named so that a
 * reader sees the answer is one the API does not give.
 */
export function offContractAnswer(
  call: CallName,
  raw: RawAnswer,
  { once = false }: { once?: boolean } = {},
): HttpHandler {
  const { method, path } = calls[call];
  const route = { GET: http.get, POST: http.post, PUT: http.put }[method];
  const init = { status: raw.status ?? 200 };
  return route(
    `${TEST_API_BASE}${path}`,
    () =>
      'json' in raw ? HttpResponse.json(raw.json as JsonBodyType, init) : new HttpResponse(raw.text, init),
    { once },
  );
}
