import { STATUS_CODES } from 'node:http';

/** An error whose message is safe to show the caller; the status becomes the error envelope's statusCode. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds the caller should wait (sent as Retry-After), for a 429 or 503. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function errorEnvelope(statusCode: number, message: string) {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}
