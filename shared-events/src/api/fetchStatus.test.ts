import { fetchStatus } from './fetchStatus';

describe('fetchStatus', () => {
  it.each([
    [{ isUninitialized: true }, 'idle'],
    [{ isLoading: true, isFetching: true }, 'loading'],
    [{ isSuccess: true }, 'succeeded'],
    [{ isSuccess: true, isFetching: true }, 'succeeded'],
    [{ isError: true }, 'failed'],
    [{ isError: true, isFetching: true }, 'loading'],
  ])('maps %j to %s', (state, expected) => {
    expect(fetchStatus(state)).toBe(expected);
  });
});
