import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

/** Protection against slow and many clients: every value is configurable (seconds or a count). */
export interface ServerLimits {
  /** The whole request (headers and body) must arrive within this time, else 408 and the socket closes. */
  requestTimeoutSeconds: number;
  /** The headers must arrive within this time (node's headersTimeout; never above the request timeout). */
  headersTimeoutSeconds: number;
  /** An idle keep-alive connection is closed after this time. */
  keepAliveTimeoutSeconds: number;
  /** A socket with no traffic at all for this long is closed. */
  connectionTimeoutSeconds: number;
  /** Requests served on one keep-alive connection before it is closed. */
  maxRequestsPerSocket: number;
  /** Connections open at once; the ones beyond are closed as they arrive. */
  maxConnections: number;
}

export const defaultServerLimits: ServerLimits = {
  requestTimeoutSeconds: 30,
  headersTimeoutSeconds: 10,
  keepAliveTimeoutSeconds: 5,
  connectionTimeoutSeconds: 60,
  maxRequestsPerSocket: 1000,
  maxConnections: 2000,
};

/** The environment variable of each limit. */
export const serverLimitVariables: Record<keyof ServerLimits, string> = {
  requestTimeoutSeconds: 'REQUEST_TIMEOUT_SECONDS',
  headersTimeoutSeconds: 'HEADERS_TIMEOUT_SECONDS',
  keepAliveTimeoutSeconds: 'KEEP_ALIVE_TIMEOUT_SECONDS',
  connectionTimeoutSeconds: 'CONNECTION_TIMEOUT_SECONDS',
  maxRequestsPerSocket: 'MAX_REQUESTS_PER_SOCKET',
  maxConnections: 'MAX_CONNECTIONS',
};

/** Fastify's options (and node's, through `http`) for every limit but the connection cap. */
export function fastifyServerLimits(limits: ServerLimits): FastifyHttpOptions<Server> {
  const requestTimeout = limits.requestTimeoutSeconds * 1000;
  const headersTimeout = Math.min(limits.headersTimeoutSeconds * 1000, requestTimeout);
  return {
    requestTimeout,
    connectionTimeout: limits.connectionTimeoutSeconds * 1000,
    keepAliveTimeout: limits.keepAliveTimeoutSeconds * 1000,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout,
      // Node looks for overdue requests on this interval (30 s by default, which would double a 30 s timeout).
      connectionsCheckingInterval: Math.max(250, Math.min(headersTimeout / 4, 5000)),
    },
  };
}

/** The connection cap, which has no Fastify option: node closes the connections beyond it as they arrive. */
export function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
}
