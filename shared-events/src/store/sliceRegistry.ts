import { createAction } from '@reduxjs/toolkit';

/**
 * Which top-level state keys have a reducer, and which of them are kept across visits. Module-level on
 * purpose: shared-events is one instance for shell and remotes, so a remote registers here when it loads.
 */
export interface PersistOptions {
  persist: boolean;
  /**
   * Fields of a persisted slice that live for one page only (in-flight flags, open dialogs): a top-level field
   * ('loading') or a field of a top-level object ('newsletter.loading').
   */
  transient?: readonly string[];
}

const registered = new Map<string, PersistOptions>();

export function registerReducerPath(reducerPath: string, options: PersistOptions): boolean {
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

/** The fields of a slice that are neither written nor restored, so they start from the initial state. */
export function transientFields(reducerPath: string): readonly string[] {
  return registered.get(reducerPath)?.transient ?? [];
}

/** Dispatched when a slice joins a running store, so its state appears (and, if not persisted, starts fresh). */
export const sliceInjected = createAction<{ reducerPath: string; persist: boolean }>(
  'shared-events/sliceInjected',
);
