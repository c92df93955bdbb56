import type { SerializedError } from '@reduxjs/toolkit';

/**
 * The error of every api call. `message` is what the screen shows: the server's message when it sent one,
 * otherwise the spec's fixed message for that call. `detail` explains network and contract failures to developers.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSE_ERROR';
  message: string;
  detail?: string;
}

export type ApiErrorStatus = ApiError['status'];

/** The message for a hook's `error` (an ApiError, or a SerializedError if an endpoint itself threw). */
export function apiErrorMessage(error: ApiError | SerializedError | undefined, fallback: string): string {
  return error?.message || fallback;
}

/**
 * The spec's '{what}, status code: {status}' for an answer with an HTTP status. Without one (the server could
 * not be reached, or its answer could not be read) a code like FETCH_ERROR means nothing to a learner, so the
 * message says what happened in words; `notVerified` is the spec's own text for an unreadable answer, where it
 * has one ('Lesson completion failed or was not verified.').
 */
export function statusMessage(what: string, notVerified?: string): (status: ApiErrorStatus) => string {
  return (status) => {
    if (typeof status === 'number') return `${what}, status code: ${status}`;
    if (status === 'PARSE_ERROR')
      return notVerified ?? `${what}: the server's answer could not be read. Please try again.`;
    return `${what}: the server could not be reached. Please check your connection and try again.`;
  };
}

/**
 * The API's own message when it refused a request for coming too often (429, e.g. 'Too many requests: please
 * wait 42 seconds and try again.'); forms whose spec gives a fixed failure text show it as well, since it says
 * what to do. Undefined for every other error.
 */
export function tooManyRequestsMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, message } = error as Partial<ApiError>;
  return status === 429 && typeof message === 'string' && message.trim() ? message : undefined;
}
