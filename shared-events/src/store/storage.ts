import type { WebStorage } from 'redux-persist';

/** Anything shaped like localStorage; methods may also return promises (e.g. an async test double). */
export interface KeyValueStorage {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
  removeItem(key: string): void | Promise<void>;
}

/** redux-persist wants promises; localStorage answers synchronously (and may throw when full or blocked). */
export function toPersistStorage(storage: KeyValueStorage): WebStorage {
  return {
    getItem: async (key) => storage.getItem(key),
    setItem: async (key, value) => storage.setItem(key, value),
    removeItem: async (key) => storage.removeItem(key),
  };
}

/** An in-memory storage for tests and for browsers where localStorage is unavailable. */
export function createMemoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { snapshot(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    snapshot: () => Object.fromEntries(items),
  };
}

export function defaultStorage(): KeyValueStorage {
  try {
    return globalThis.localStorage ?? createMemoryStorage();
  } catch {
    // Access to localStorage throws when storage is blocked (e.g. disabled cookies); state then lives per visit.
    return createMemoryStorage();
  }
}
