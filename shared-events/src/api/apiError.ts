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
