import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** The header a load balancer puts its request id in, and the one every answer carries back. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What an id from outside may look like: a load balancer's hex or UUID id, never a log-sized payload. */
const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/**
 * The id of a request in every log line about it (`requestId`): the load balancer's when it sent a well-formed
 * one, so one request can be followed from the balancer's access log into the instance that served it, else a
 * new UUID.
 */
export const requestIdOptions: Pick<FastifyServerOptions, 'genReqId' | 'requestIdLogLabel'> = {
  requestIdLogLabel: 'requestId',
  genReqId(request: IncomingMessage) {
    const given = request.headers[REQUEST_ID_HEADER];
    return typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  },
};

/** Every answer names its request id, so a learner's report or a balancer's log line leads to the API's log. */
export function installRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
