import type { FastifyInstance } from 'fastify';

/**
 * Every answer carries `X-Content-Type-Options: nosniff`, its refusals and 404s included: a browser then takes a
 * JSON answer (which may hold text a learner typed) only as JSON, never as a script or a page it guessed.
 * The API's few HTML pages (the sandbox payment page, unsubscribing) set their own policy beside it.
 */
export function installNoSniff(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
  });
}
