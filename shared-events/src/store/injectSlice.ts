import type { Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';
import { findStore } from './createAppStore';
import { rootReducer } from './rootReducer';
import { registerReducerPath, sliceInjected } from './sliceRegistry';

export interface InjectSliceOptions {
  /**
   * false: the slice starts from its initial state at every app start and is never written to storage
   * (the checkout slice, which the spec resets at start). Default true: restored from storage, even if
   * the stored state was saved before this remote loaded.
   */
  persist?: boolean;
}

/**
 * Adds a remote's slice to the one store when the remote loads. Works before or after the shell creates
 * the store, and calling it again with the same slice changes nothing. Returns the injected slice, whose
 * `selectors` work on the root state and fall back to the initial state while the slice is absent.
 */
export function injectSlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(
  slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>,
  { persist = true }: InjectSliceOptions = {},
) {
  const injected = slice.injectInto(rootReducer);
  if (registerReducerPath(slice.reducerPath, { persist })) {
    findStore()?.dispatch(sliceInjected({ reducerPath: slice.reducerPath, persist }));
  }
  return injected;
}
