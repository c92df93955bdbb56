/** How long an idle keep-alive connection stays open: Fastify's default, longer than any client pool's. */
export const IDLE_CONNECTION_MS = 72_000;

/**
 * Node closes an idle connection after 5 s (6 with its grace), while pooled clients (Playwright's request agent, a
 * balancer's upstream pool) keep theirs with no limit: a request sent as the close crosses it dies as "socket hang
 * up". The client side must time out first, so our plain Node servers keep idle connections as long as the API.
 * @template {import('node:http').Server} S
 * @param {S} server
 * @returns {S}
 */
export function keepIdleConnections(server) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
