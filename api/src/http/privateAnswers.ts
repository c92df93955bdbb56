import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

const NO_STORE = 'no-store';

function guards(route: RouteOptions): unknown[] {
  const { preHandler } = route;
  if (preHandler === undefined) return [];
  return Array.isArray(preHandler) ? preHandler : [preHandler];
}

/**
 * Marks every answer that depends on the caller's token `Cache-Control: no-store`, so no browser or proxy
 * cache keeps one learner's data for the next person on the machine: every answer of a route behind
 * requireUser (its refusals included), and a public route's answer when identifyUser found a signed-in
 * caller. Decided once per route from its guard, so a new per-learner route is covered without a line of
 * its own. Installed before any route is added (onRoute sees only routes registered after it).
 */
export function installPrivateAnswers(app: FastifyInstance): void {
  const always: onSendHookHandler = async (_request, reply, payload) => {
    reply.header('cache-control', NO_STORE);
    return payload;
  };
  const whenSignedIn: onSendHookHandler = async (request, reply, payload) => {
    if (request.user) reply.header('cache-control', NO_STORE);
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const routeGuards = guards(route);
    const hook = routeGuards.includes(app.requireUser)
      ? always
      : routeGuards.includes(app.identifyUser)
        ? whenSignedIn
        : undefined;
    if (!hook) return;
    const existing = route.onSend === undefined ? [] : [route.onSend].flat();
    route.onSend = [...existing, hook];
  });
}
