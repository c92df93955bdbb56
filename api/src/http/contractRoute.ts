import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { calls, describeIssues, type CallName, type ParsedRequestOf, type WireBodyOf } from 'shared-contract';
import type { AnswerCache } from './answerCache';
import { badRequest } from './errors';
import { success } from './envelope';
import { publicAnswer, sendPublicAnswer } from './publicAnswers';

export interface ContractHandlerContext<N extends CallName> {
  input: ParsedRequestOf<N>;
  request: FastifyRequest;
  /** For a header besides the body (the body itself is the handler's result). */
  reply: FastifyReply;
}

export interface ContractRouteOptions {
  /** Hooks that run after validation, e.g. the identity guard. */
  preHandler?: preHandlerAsyncHookHandler[];
  /** Route config read by plugins, e.g. { rateLimit: {...} } for @fastify/rate-limit. */
  config?: FastifyContextConfig;
}

/** The request's input: the body, or for a GET the query string; validated and stored back parsed. */
function validateInput(name: CallName) {
  const spec = calls[name];
  const fromQuery = spec.method === 'GET';
  return async (request: FastifyRequest) => {
    if (spec.request === null) return;
    const result = spec.request.safeParse(fromQuery ? request.query : request.body);
    if (!result.success) throw badRequest(describeIssues(result.error, fromQuery ? 'query' : 'body'));
    if (fromQuery) request.query = result.data;
    else request.body = result.data;
  };
}

const inputOf = <N extends CallName>(name: N, request: FastifyRequest) =>
  (calls[name].request === null
    ? undefined
    : calls[name].method === 'GET'
      ? request.query
      : request.body) as ParsedRequestOf<N>;

/**
 * Serves one call of the shared contract: method and path from the registry, the body (a GET's query)
 * validated by its zod schema before the handler runs (so invalid input changes nothing), the result wrapped
 * in the envelope.
 */
export function contractRoute<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (context: ContractHandlerContext<N>) => Promise<WireBodyOf<N>>,
  options: ContractRouteOptions = {},
): void {
  const spec = calls[name];
  app.route({
    method: spec.method,
    url: spec.path,
    preValidation: validateInput(name),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: async (request, reply) =>
      success(await handler({ input: inputOf(name, request), request, reply })),
  });
}

export interface PublicRouteOptions<N extends CallName> {
  load: (input: ParsedRequestOf<N>) => Promise<WireBodyOf<N>>;
  /** Keeps the serialised answer in this cache under the input's key; without, it is read on every request. */
  cache?: { answers: AnswerCache; key: (input: ParsedRequestOf<N>) => string };
}

/**
 * Serves a public read the same for everyone (no guard, no token read): as a GET with an entity tag, the
 * public cache rule and 304 to a matching If-None-Match (publicAnswers.ts); as a POST (the spec's reads) with
 * the same bytes and no cache headers, since caches do not keep POST answers.
 */
export function publicRoute<N extends CallName>(
  app: FastifyInstance,
  name: N,
  options: PublicRouteOptions<N>,
) {
  const spec = calls[name];
  app.route({
    method: spec.method,
    url: spec.path,
    preValidation: validateInput(name),
    handler: async (request, reply) => {
      const input = inputOf(name, request);
      const { cache } = options;
      const answer = cache
        ? await cache.answers.answer(cache.key(input), () => options.load(input))
        : publicAnswer(await options.load(input));
      return sendPublicAnswer(request, reply, answer);
    },
  });
}
