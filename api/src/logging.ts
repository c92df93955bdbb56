import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Log the API holds back while stdout is not taking it; beyond this, lines are dropped rather than waited for. */
const MAX_BUFFERED_LOG_BYTES = 16 * 1024 * 1024;

/**
 * The API's logger: JSON lines on stdout written in the background (pino's destination in async mode).
 * Pino's default writes synchronously and, when stdout stalls (a pipe whose reader writes to a full disk),
 * retries in a sleeping loop that stopped the whole process; a write error (ENOSPC) must not stop it either.
 */
export function apiLogger(level: string, fd = 1): FastifyServerOptions['logger'] {
  const stream = pino.destination({ dest: fd, sync: false, maxLength: MAX_BUFFERED_LOG_BYTES });
  // Nowhere left to report it: the line stays buffered and is written with the next one, if it can be.
  stream.on('error', () => undefined);
  return { level, stream };
}
