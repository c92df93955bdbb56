import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { calls, describeIssues, type CallName, type ParsedRequestOf, type WireBodyOf } from 'shared-contract';
import { badRequest } from './errors';
import { success } from './envelope';

export interface ContractHandlerContext<N extends CallName> {
  input: ParsedRequestOf<N>;
  request: FastifyRequest;
}

export interface ContractRouteOptions {
  /** Hooks that run after validation, e.g. the identity guard. */
  preHandler?: preHandlerAsyncHookHandler[];
  /** Route config read by plugins, e.g. { rateLimit: {...} } for @fastify/rate-limit. */
  config?: FastifyContextConfig;
}

/**
 * Serves one call of the shared contract: method and path from the registry, the body validated by its
 * zod schema before the handler runs (so invalid input changes nothing), the result wrapped in the envelope.
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
    preValidation: async (request) => {
      if (spec.request === null) return;
      const result = spec.request.safeParse(request.body);
      if (!result.success) throw badRequest(describeIssues(result.error));
      request.body = result.data;
    },
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.config ? { config: options.config } : {}),
    handler: async (request) => {
      const input = (spec.request === null ? undefined : request.body) as ParsedRequestOf<N>;
      return success(await handler({ input, request }));
    },
  });
}
