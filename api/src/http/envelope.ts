import type { FastifyError, FastifyInstance } from 'fastify';
import { errorEnvelope, HttpError } from './errors';

/** The wire envelope of every success: the payload travels as a JSON string in `body`. */
export function success(body: unknown) {
  return { statusCode: 200, body: JSON.stringify(body) };
}

/** Fastify's own client errors, reworded so the message names the problem like contract errors do. */
const frameworkMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body is required (send a JSON object)',
};

/** Every error leaves as { statusCode, error, message }; unexpected ones are logged and not detailed. */
export function installErrorEnvelopes(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (error instanceof HttpError) {
      if (error.retryAfter !== undefined) void reply.header('retry-after', error.retryAfter);
      return reply.code(statusCode).send(errorEnvelope(statusCode, error.message));
    }
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(statusCode).send(errorEnvelope(statusCode, 'Internal Server Error'));
    }
    const code = 'code' in error ? error.code : undefined;
    const message = (code && frameworkMessages[code]) ?? error.message;
    return reply.code(statusCode).send(errorEnvelope(statusCode, message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorEnvelope(404, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
  );
}
