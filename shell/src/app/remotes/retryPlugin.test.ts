import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './retryPlugin';

type EntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** A minimal Response for jsdom (which has none): status, JSON body, and clone. */
function jsonResponse(body: unknown, status = 200): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => body,
      text: async () => JSON.stringify(body),
      clone: make,
    }) as unknown as Response;
  return make();
}

const manifestUrl = 'http://127.0.0.1:4101/mf-manifest.json';
const network = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
const waits: number[] = [];
const wait = async (ms: number) => {
  waits.push(ms);
};

beforeEach(() => {
  network.mockReset();
  waits.length = 0;
  globalThis.fetch = network as unknown as typeof fetch;
});

async function fetchThroughPlugin(plugin: ModuleFederationRuntimePlugin): Promise<Response> {
  const response = await plugin.fetch?.(manifestUrl, {});
  if (!response) throw new Error('the plugin did not answer the fetch');
  return response;
}

test('a manifest request that fails twice and then succeeds returns the success, after growing waits', async () => {
  const ok = jsonResponse({ id: 'catalog' });
  network
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(ok);
  await expect(fetchThroughPlugin(retryPlugin({ wait }))).resolves.toBe(ok);
  expect(network).toHaveBeenCalledTimes(3);
  expect(waits).toEqual([400, 800]);
});

test('three failed attempts throw the last error', async () => {
  network
    .mockRejectedValueOnce(new TypeError('first'))
    .mockRejectedValueOnce(new TypeError('second'))
    .mockRejectedValueOnce(new TypeError('third'));
  await expect(fetchThroughPlugin(retryPlugin({ wait }))).rejects.toThrow('third');
  expect(network).toHaveBeenCalledTimes(3);
});

test('a 500 answer is retried, and a server that keeps answering 500 is reported with its status', async () => {
  network.mockResolvedValueOnce(jsonResponse({}, 500)).mockResolvedValueOnce(jsonResponse({ id: 'catalog' }));
  const response = await fetchThroughPlugin(retryPlugin({ wait }));
  expect(response.status).toBe(200);

  network.mockResolvedValue(jsonResponse({}, 500));
  await expect(fetchThroughPlugin(retryPlugin({ wait }))).rejects.toThrow(`GET ${manifestUrl} answered 500`);
});

function entryError(getRemoteEntry: jest.Mock) {
  const globalLoading: EntryErrorArgs['globalLoading'] = { catalog: Promise.resolve(undefined) };
  const args = {
    getRemoteEntry,
    origin: {} as ModuleFederation,
    remoteInfo: { name: 'catalog', entry: manifestUrl },
    remoteEntryExports: undefined,
    globalLoading,
    uniqueKey: 'catalog',
  } as unknown as EntryErrorArgs;
  return { args, globalLoading };
}

test('a remoteEntry script that failed to load is requested again, with the cached failure dropped', async () => {
  const exports = { get: jest.fn(), init: jest.fn() };
  const seenCached: unknown[] = [];
  const getRemoteEntry = jest.fn();
  const { args, globalLoading } = entryError(getRemoteEntry);
  getRemoteEntry.mockImplementation(async () => {
    seenCached.push(globalLoading.catalog);
    if (getRemoteEntry.mock.calls.length === 1) throw new Error('ScriptNetworkError');
    return exports;
  });
  await expect(retryPlugin({ wait }).loadEntryError?.(args)).resolves.toBe(exports);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  expect(getRemoteEntry).toHaveBeenCalledWith({
    origin: args.origin,
    remoteInfo: args.remoteInfo,
    remoteEntryExports: undefined,
  });
  expect(seenCached).toEqual([undefined, undefined]);
  expect(waits).toEqual([400, 800]);
});

test('a remoteEntry script that keeps failing gives up after the retries and leaves the error to the runtime', async () => {
  const getRemoteEntry = jest.fn(async () => {
    throw new Error('ScriptNetworkError');
  });
  const { args } = entryError(getRemoteEntry);
  await expect(retryPlugin({ wait, retries: 3 }).loadEntryError?.(args)).resolves.toBeUndefined();
  expect(getRemoteEntry).toHaveBeenCalledTimes(3);
});
