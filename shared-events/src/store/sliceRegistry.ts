import { createAction } from '@reduxjs/toolkit';

/**
 * Which top-level state keys have a reducer, and which of them are kept across visits. Module-level on
 * purpose: shared-events is one instance for shell and remotes, so a remote registers here when it loads.
 */
const registered = new Map<string, { persist: boolean }>();

export function registerReducerPath(reducerPath: string, options: { persist: boolean }): boolean {
  if (registered.has(reducerPath)) return false;
  registered.set(reducerPath, options);
  return true;
}

export function isRegistered(reducerPath: string): boolean {
  return registered.has(reducerPath);
}

/** Unregistered keys are persisted too: they hold state of remotes that have not loaded yet. */
export function isPersisted(reducerPath: string): boolean {
  return registered.get(reducerPath)?.persist ?? true;
}

/** Dispatched when a slice joins a running store, so its state appears (and, if not persisted, starts fresh). */
export const sliceInjected = createAction<{ reducerPath: string; persist: boolean }>(
  'shared-events/sliceInjected',
);
