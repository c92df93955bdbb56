import type { Server } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import { errorEnvelope } from './errors';

/** How many connections may be open at once, in all and from one client. */
export interface ConnectionCaps {
  /** Connections open at once from all clients. */
  total: number;
  /** Connections open at once from one address (an IPv6 /64 counts as one); 0 for no such cap. */
  perAddress: number;
  /** Addresses and ranges (`10.0.0.0/8`, `fd00::/8`) the per-address cap does not apply to. */
  exempt: readonly string[];
}

export type Refusal = 'server full' | 'address full';

/** A connection counted in (release counts it out again, once) or the cap it met. */
export type Admission = { release: () => void } | { refused: Refusal };

/** `10.0.0.7`, `2001:db8::1`, `10.0.0.0/8` or `2001:db8::/32`: the forms `exempt` takes. */
export function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An IPv4 client of a dual-stack socket shows as ::ffff:10.0.0.7; the exempt ranges are written as 10.0.0.7. */
function unmapped(address: string): string {
  const tail = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : '';
  return isIP(tail) === 4 ? tail : address;
}

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/**
 * Open connections in all and per client address. Node's http server has a global cap only (maxConnections,
 * which drops what it refuses without a word), so one address holding slow connections could take every slot.
 * Addresses are grouped as the rate limits group them (IPv6 by /64, which one subscriber usually holds whole).
 */
export class ConnectionCounts {
  private total = 0;
  private readonly byAddress = new Map<string, number>();
  private readonly exempt = new BlockList();

  constructor(private readonly caps: ConnectionCaps) {
    for (const entry of caps.exempt) {
      if (!isAddressOrRange(entry)) throw new Error(`not an address or range: ${entry}`);
      const [address = '', prefix] = entry.split('/');
      if (prefix === undefined) this.exempt.addAddress(address, familyOf(address));
      else this.exempt.addSubnet(address, Number(prefix), familyOf(address));
    }
  }

  /** Counts a new connection in, unless a cap is reached. */
  admit(remoteAddress: string | undefined): Admission {
    if (this.total >= this.caps.total) return { refused: 'server full' };
    const key = this.addressKey(remoteAddress);
    const fromAddress = key === undefined ? 0 : (this.byAddress.get(key) ?? 0);
    if (key !== undefined && fromAddress >= this.caps.perAddress) return { refused: 'address full' };
    this.total += 1;
    if (key !== undefined) this.byAddress.set(key, fromAddress + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.total -= 1;
        if (key === undefined) return;
        const left = (this.byAddress.get(key) ?? 1) - 1;
        if (left > 0) this.byAddress.set(key, left);
        else this.byAddress.delete(key);
      },
    };
  }

  /** Connections open now, in all or from this address's group. */
  open(remoteAddress?: string): number {
    if (remoteAddress === undefined) return this.total;
    return this.byAddress.get(normalizeIP(remoteAddress)) ?? 0;
  }

  /** The group an address is counted in; undefined when the per-address cap does not apply to it. */
  private addressKey(remoteAddress: string | undefined): string | undefined {
    // An address is missing only on a socket already closed: node's http server drops it on its own.
    if (this.caps.perAddress === 0 || remoteAddress === undefined) return undefined;
    const address = unmapped(remoteAddress);
    if (this.exempt.check(address, familyOf(address))) return undefined;
    return normalizeIP(address);
  }
}

/** How long a refused connection may stay open for its answer to be read before it is destroyed. */
const REFUSED_LINGER_MS = 2000;

/**
 * The answer to a connection past a cap, written on the raw socket before any request is read: a client (or a
 * load balancer) sees a 503 it may retry, where node's own cap would reset the connection and look like an outage.
 */
export function refusalAnswer(retryAfterSeconds: number): string {
  const body = JSON.stringify(
    errorEnvelope(503, `The server is busy: please try again in ${retryAfterSeconds} seconds.`),
  );
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Retry-After: ${retryAfterSeconds}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function refuse(socket: Socket, answer: string): void {
  socket.on('error', () => undefined);
  // What the client sends is read and dropped: closing a socket with unread data resets the connection, and the
  // reset can overtake the 503 on its way.
  socket.resume();
  socket.end(answer);
  setTimeout(() => socket.destroy(), REFUSED_LINGER_MS).unref();
}

/**
 * Puts the caps in front of the http server: a connection within them goes on to node's own connection handler
 * and is counted until it closes; one past them is answered 503 and never reaches the HTTP parser, so no request
 * on it runs. Call once, before the server listens.
 */
export function capConnections(
  server: Server,
  caps: ConnectionCaps,
  retryAfterSeconds: number,
): ConnectionCounts {
  const counts = new ConnectionCounts(caps);
  const answer = refusalAnswer(retryAfterSeconds);
  const handlers = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const admission = counts.admit(socket.remoteAddress);
    if ('refused' in admission) return refuse(socket, answer);
    socket.once('close', admission.release);
    for (const handler of handlers) handler.call(server, socket);
  });
  return counts;
}
