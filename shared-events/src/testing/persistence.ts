import type { Persistor } from 'redux-persist';
import { PERSIST_KEY } from '../store/createAppStore';

const storageKey = `persist:${PERSIST_KEY}`;

/** Resolves once redux-persist has rehydrated the store (or given up after its timeout). */
export function waitForRehydration(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = persistor.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/** Storage content as redux-persist writes it: every top-level key serialized on its own, then the whole. */
export function persistedState(state: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(state).map(([key, value]) => [key, JSON.stringify(value)]);
  return { [storageKey]: JSON.stringify(Object.fromEntries(entries)) };
}

/** The inverse of persistedState: what is in storage now, key by key. */
export function readPersistedState(items: Record<string, string>): Record<string, unknown> {
  const raw = items[storageKey];
  if (raw === undefined) return {};
  const outer = JSON.parse(raw) as Record<string, string>;
  return Object.fromEntries(Object.entries(outer).map(([key, value]) => [key, JSON.parse(value)]));
}
