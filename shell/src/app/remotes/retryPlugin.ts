import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries?: number;
  /** Delay before the n-th further attempt is n times this. */
  delayMs?: number;
  /** Injected in tests. */
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries what the federation runtime fetches for a remote: the manifest (its `fetch` hook) and the
 * remoteEntry script (its `loadEntryError` hook), so a blip on a remote's server does not show a fallback.
 * (The published @module-federation/retry-plugin is not released for runtime 2.x.)
 */
export function retryPlugin({
  retries = 2,
  delayMs = 400,
  wait = sleep,
}: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await wait(delayMs * attempt);
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`GET ${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retryEntry = async () => {
        for (let attempt = 1; attempt <= retries; attempt += 1) {
          await wait(delayMs * attempt);
          // The failed load is still cached under this key; drop it so the script is requested again.
          globalLoading[uniqueKey] = undefined;
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // Try again until the attempts run out; the runtime then reports the original failure.
          }
        }
        return undefined;
      };
      // The hook is typed as a promise of the (promised) entry exports.
      return new Promise((resolve) => resolve(retryEntry()));
    },
  };
}
