import { configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistConfig,
} from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import { api } from '../api/api';
import { keepUnregisteredState } from './keepUnregisteredState';
import { rootReducer } from './rootReducer';
import { isPersisted, isRegistered, transientFields } from './sliceRegistry';
import { defaultStorage, toPersistStorage, type KeyValueStorage } from './storage';
import { migrateStoredState, STORED_STATE_VERSION } from './storedStateMigrations';

/** All app state lives in local storage under this one key (as `persist:root`). */
export const PERSIST_KEY = 'root';
/** Give up waiting for storage after this long and start with fresh state (spec: 5000 ms). */
export const PERSIST_TIMEOUT_MS = 5000;

type CoreState = ReturnType<typeof rootReducer>;

export interface CreateAppStoreOptions {
  /** Where state is kept; localStorage by default. */
  storage?: KeyValueStorage;
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

const without = (fields: Fields, names: readonly string[]): Fields =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** The slice's state without its transient fields, top-level ones and those inside a top-level object. */
function omitTransient(subState: unknown, key: string): unknown {
  const transient = transientFields(key);
  if (transient.length === 0 || !isFields(subState)) return subState;
  const kept = without(subState, transient);
  for (const path of transient) {
    const [outer, inner] = path.split('.');
    const nested = outer === undefined ? undefined : kept[outer];
    if (outer !== undefined && inner !== undefined && isFields(nested))
      kept[outer] = without(nested, [inner]);
  }
  return kept;
}

/**
 * A transient field inside a top-level object was left out of storage, and level 2 puts the stored object in
 * place of the initial one: take the field (and any field added in a newer release) from the initial object.
 */
function fillNestedFields(state: Fields, initial: Fields): Fields {
  const filled = { ...state };
  for (const [key, subState] of Object.entries(state)) {
    const nested = transientFields(key)
      .filter((path) => path.includes('.'))
      .map((path) => path.slice(0, path.indexOf('.')));
    const initialSub = initial[key];
    if (nested.length === 0 || !isFields(subState) || !isFields(initialSub)) continue;
    const merged = { ...subState };
    for (const outer of nested) {
      const stored = subState[outer];
      const fresh = initialSub[outer];
      if (isFields(stored) && isFields(fresh)) merged[outer] = { ...fresh, ...stored };
    }
    filled[key] = merged;
  }
  return filled;
}

function omitNotPersisted(inbound: unknown): unknown {
  if (typeof inbound !== 'object' || inbound === null) return inbound;
  return Object.fromEntries(Object.entries(inbound).filter(([key]) => isPersisted(key)));
}

export function createPersistConfig(storage: KeyValueStorage): PersistConfig<CoreState> {
  return {
    key: PERSIST_KEY,
    storage: toPersistStorage(storage),
    timeout: PERSIST_TIMEOUT_MS,
    version: STORED_STATE_VERSION,
    migrate: migrateStoredState,
    // Slices registered with persist: false are neither written... Transient fields are dropped both ways,
    // so one written by an older version of the site does not come back either.
    transforms: [
      {
        in: (subState, key) => (isPersisted(String(key)) ? omitTransient(subState, String(key)) : undefined),
        out: (subState, key) => omitTransient(subState, String(key)),
      },
    ],
    // ...nor restored, even if an older version of the site wrote them. Level 2 merges stored fields over
    // the initial state, so a field added in a newer release gets its default instead of undefined.
    stateReconciler: (inbound, original, reduced, config) =>
      fillNestedFields(
        autoMergeLevel2(omitNotPersisted(inbound) as CoreState, original, reduced, config) as Fields,
        reduced as Fields,
      ) as CoreState,
  };
}

function buildStore(storage: KeyValueStorage) {
  const reducer = persistReducer(
    createPersistConfig(storage),
    keepUnregisteredState(rootReducer, isRegistered),
  );
  return configureStore({
    reducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        // redux-persist's own actions carry functions; they never reach the state.
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof buildStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

let currentStore: AppStore | undefined;

/**
 * Creates the one store of the page (the shell calls this once) and starts rehydration from storage.
 * The shell renders with react-redux's Provider and a gate that waits for redux-persist's rehydration (the shell's PersistenceGate) around the app.
 */
export function createAppStore({ storage = defaultStorage() }: CreateAppStoreOptions = {}) {
  const store = buildStore(storage);
  const persistor = persistStore(store);
  currentStore = store;
  return { store, persistor };
}

/** The store created by the shell; for code outside React (event handlers, loaders). */
export function getStore(): AppStore {
  if (!currentStore)
    throw new Error('The store does not exist yet: the shell must call createAppStore() first.');
  return currentStore;
}

/** The store if it exists; injectSlice uses it to announce a slice to a running store. */
export function findStore(): AppStore | undefined {
  return currentStore;
}
