import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_CACHE_SECONDS } from 'shared-contract';
import { success } from './envelope';

/** A public answer as it goes on the wire, with the entity tag of exactly those bytes. */
export interface PublicAnswer {
  payload: string;
  etag: string;
}

/**
 * A browser or a CDN may keep a public answer as long as the client keeps the data anyway; `public` also lets
 * a shared cache keep it when the request carried a token (every signed-in call does; these answers ignore it).
 */
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_SECONDS}`;

/** Serialises the success envelope once and tags it with a hash of its bytes (a strong validator). */
export function publicAnswer(body: unknown): PublicAnswer {
  const payload = JSON.stringify(success(body));
  return { payload, etag: `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"` };
}

/**
 * Whether If-None-Match matches the current tag (RFC 9110 §13.1.2): `*` matches any current answer, else a
 * list of entity tags compared weakly (W/ ignored). A tag holds no double quote, so reading quoted strings
 * finds every tag even when one contains a comma.
 */
export function noneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const value = [header].flat().join(',');
  if (value.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  for (const [, tag] of value.matchAll(/(?:W\/)?("[^"]*")/g)) if (tag === opaque) return true;
  return false;
}

/** Sends a public answer: to a GET with its tag and cache rule, and a 304 when the client holds it already. */
export function sendPublicAnswer(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer) {
  if (request.method === 'GET' || request.method === 'HEAD') {
    void reply.header('etag', answer.etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    if (noneMatchHits(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(answer.payload);
}
