/** The spec's status of every fetch. */
export type FetchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The part of an RTK Query hook result (or `select` result) that decides the status. */
export interface QueryState {
  isUninitialized?: boolean;
  isLoading?: boolean;
  isFetching?: boolean;
  isSuccess?: boolean;
  isError?: boolean;
}

/**
 * Maps RTK Query state to the spec's statuses. A refetch after a success stays 'succeeded' so the
 * screen keeps its data; a refetch after a failure shows 'loading' again.
 */
export function fetchStatus(result: QueryState): FetchStatus {
  if (result.isSuccess) return 'succeeded';
  if (result.isLoading || result.isFetching) return 'loading';
  if (result.isError) return 'failed';
  return 'idle';
}
