import type { Server } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';
import { capConnections, type ConnectionCounts } from './connectionCaps';

/** Protection against slow and many clients: every value is configurable (seconds, a count or addresses). */
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
  /** Connections open at once; the ones beyond are answered 503 and closed as they arrive. */
  maxConnections: number;
  /**
   * Connections open at once from one client address (an IPv6 /64 counts as one), 0 for no such cap: one
   * address holding slow connections then takes a tenth of the server, not all of it.
   */
  maxConnectionsPerAddress: number;
  /**
   * Addresses and ranges (`10.0.0.5`, `10.0.0.0/8`) the per-address cap does not apply to: a health checker or
   * a load balancer that shares its address with the clients it carries. They still count in maxConnections.
   */
  perAddressExempt: string[];
}

export const defaultServerLimits: ServerLimits = {
  /**
   * The largest body the contract takes is a 64 KB program: about 11 s on a weak 2G uplink (48 kbit/s); every
   * other request is a few KB. A client trickling its body holds its slot at most this long.
   */
  requestTimeoutSeconds: 15,
  /**
   * Headers are under 2 KB (a bearer token is most of it): one or two round trips, a few seconds even on a 2G
   * link with a lost packet. Counted from the connection's opening, so it also ends one that never sends.
   */
  headersTimeoutSeconds: 5,
  keepAliveTimeoutSeconds: 5,
  connectionTimeoutSeconds: 60,
  maxRequestsPerSocket: 1000,
  maxConnections: 2000,
  /**
   * A classroom of 30 behind one school address, each browser with its 6 connections to the API, stays below
   * it; it takes ten addresses (or /64s) to fill the server, which a load balancer in front is for.
   */
  maxConnectionsPerAddress: 200,
  perAddressExempt: [],
};

/** The environment variable of each limit. */
export const serverLimitVariables: Record<keyof ServerLimits, string> = {
  requestTimeoutSeconds: 'REQUEST_TIMEOUT_SECONDS',
  headersTimeoutSeconds: 'HEADERS_TIMEOUT_SECONDS',
  keepAliveTimeoutSeconds: 'KEEP_ALIVE_TIMEOUT_SECONDS',
  connectionTimeoutSeconds: 'CONNECTION_TIMEOUT_SECONDS',
  maxRequestsPerSocket: 'MAX_REQUESTS_PER_SOCKET',
  maxConnections: 'MAX_CONNECTIONS',
  maxConnectionsPerAddress: 'MAX_CONNECTIONS_PER_ADDRESS',
  perAddressExempt: 'MAX_CONNECTIONS_PER_ADDRESS_EXEMPT',
};

/** Fastify's options (and node's, through `http`) for every limit but the connection caps. */
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

/**
 * The connection caps, which have no Fastify option; node's maxConnections is left unset, as it closes what it
 * refuses without an answer. A refusal asks to retry after the header timeout, by which every connection still
 * holding a slot without its headers has been cut off.
 */
export function applyServerLimits(server: Server, limits: ServerLimits): ConnectionCounts {
  return capConnections(
    server,
    {
      total: limits.maxConnections,
      perAddress: limits.maxConnectionsPerAddress,
      exempt: limits.perAddressExempt,
    },
    Math.min(limits.headersTimeoutSeconds, limits.requestTimeoutSeconds),
  );
}
