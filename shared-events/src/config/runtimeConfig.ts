import { useSyncExternalStore } from 'react';
import { formatIssues } from 'shared-contract';
import { runtimeConfigSchema, type RuntimeConfig } from 'shared-contract';

// Module-level on purpose: shared-events is a federation singleton, so shell and remotes see one config.
let current: RuntimeConfig | undefined;
const listeners = new Set<() => void>();

/** Validates config.json content; the error names every bad field. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (!result.success) throw new Error(`Invalid runtime config: ${formatIssues(result.error.issues)}`);
  return result.data;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
  listeners.forEach((listener) => listener());
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error(
      'Runtime config is not set: the shell must call setRuntimeConfig(parseRuntimeConfig(await fetch("/config.json"))) before rendering.',
    );
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): RuntimeConfig | undefined {
  return current;
}

/** The runtime config inside React; throws (to the nearest error boundary) when it was never set. */
export function useRuntimeConfig(): RuntimeConfig {
  useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return getRuntimeConfig();
}
