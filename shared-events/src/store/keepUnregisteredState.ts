import type { Action, Reducer } from '@reduxjs/toolkit';
import { sliceInjected } from './sliceRegistry';

type StateRecord = Record<string, unknown>;

/**
 * combineSlices (like combineReducers) drops top-level keys it has no reducer for. Rehydrated state of a
 * remote that has not loaded yet would be erased on the first action, and then from storage. This wrapper
 * hands the inner reducer only the registered keys and carries the rest through untouched, so a slice
 * injected later starts from its persisted state. A slice injected with `persist: false` starts fresh.
 */
export function keepUnregisteredState<S>(
  reducer: Reducer<S>,
  isRegistered: (key: string) => boolean,
): Reducer<S> {
  return (state: S | undefined, action: Action): S => {
    if (state === undefined) return reducer(undefined, action);

    const fresh =
      sliceInjected.match(action) && !action.payload.persist ? action.payload.reducerPath : undefined;
    const inner: StateRecord = {};
    const carried: StateRecord = {};
    let carriesAny = false;
    for (const [key, value] of Object.entries(state as StateRecord)) {
      if (key === fresh) continue;
      if (isRegistered(key)) inner[key] = value;
      else {
        carried[key] = value;
        carriesAny = true;
      }
    }
    if (!carriesAny && fresh === undefined) return reducer(state, action);

    const next = reducer(inner as S, action);
    // Unchanged inner state: keep the previous object so subscribers and the persister see no change.
    if (next === inner) return state;
    return { ...carried, ...next } as S;
  };
}
