/// <reference lib="webworker" />
import { serviceWorkerFetchListener } from 'sync-message';
import type { InputAnswer } from '../client/protocol';

/**
 * The service worker under /python/ (scope /python/): it controls the Python worker, whose script lives there, and
 * answers sync-message's requests, so the worker can block on input() without cross-origin isolation. It controls
 * no page, so the page hands it each answer by postMessage, given to sync-message as the write request it expects.
 */
declare const self: ServiceWorkerGlobalScope;

const syncMessage = serviceWorkerFetchListener();

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// Anything that is not sync-message's goes to the network as usual.
self.addEventListener('fetch', (event) => {
  syncMessage(event);
});
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const answer = (event.data as Partial<InputAnswer> | null)?.syncMessageWrite;
  if (typeof answer?.messageId !== 'string' || typeof answer.message !== 'string') return;
  const request = new Request(new URL(`__SyncMessageServiceWorkerInput__/write`, self.registration.scope), {
    method: 'POST',
    body: JSON.stringify(answer),
  });
  syncMessage({
    request,
    respondWith: (response: Promise<Response>) => event.waitUntil(response),
  } as unknown as FetchEvent);
});
