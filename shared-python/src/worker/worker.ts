/// <reference lib="webworker" />
import type { PyodideAPI } from 'pyodide';
import { makeServiceWorkerChannel, readMessage, uuidv4 } from 'sync-message';
import { PYTHON_BASE, type FromWorker, type ToWorker } from '../client/protocol';
import { createEngine } from '../engine/engine';
import { PYODIDE_VERSION } from '../pyodideVersion';

/**
 * The Python worker, served from /python/ on the shell's origin: loads Pyodide from the versioned folder beside it,
 * then runs and checks programs the page sends. It holds no token and cannot reach the page (no DOM in a worker).
 */
declare const self: DedicatedWorkerGlobalScope;

const post = (message: FromWorker) => self.postMessage(message);
const channel = makeServiceWorkerChannel({ scope: PYTHON_BASE });

/** Whether the service worker answers sync-message's requests, i.e. controls this worker. */
function inputAvailable(): boolean {
  try {
    const request = new XMLHttpRequest();
    request.open('GET', `${PYTHON_BASE}__SyncMessageServiceWorkerInput__/version`, false);
    request.send();
    return request.status === 200 && request.responseText.startsWith('__sync-message');
  } catch {
    return false;
  }
}

async function start() {
  const base = new URL(`${PYTHON_BASE}pyodide-${PYODIDE_VERSION}/`, self.location.href).href;
  const { loadPyodide } = (await import(/* webpackIgnore: true */ `${base}pyodide.mjs`)) as {
    loadPyodide: (options: { indexURL: string }) => Promise<PyodideAPI>;
  };
  const engine = createEngine(await loadPyodide({ indexURL: base }));
  const canInput = inputAvailable();

  self.onmessage = ({ data }: MessageEvent<ToWorker>) => {
    const { id } = data;
    if (data.type === 'check') {
      const report = engine.check(data.code, data.check, {
        timeLimitMs: data.timeLimitMs,
        onCase: () => post({ type: 'case', id }),
      });
      post({ type: 'checked', id, report });
      return;
    }
    const outcome = engine.run(data.code, {
      timeLimitMs: data.timeLimitMs,
      // The engine sends output in batches (at most one per frame), so each write is posted as it comes.
      write: (stream, text) => post({ type: 'output', id, stream, text }),
      readLine: (prompt) => {
        if (!canInput) throw new Error('This browser cannot answer input() here.');
        const messageId = uuidv4();
        post({ type: 'input', id, prompt, messageId });
        return String(readMessage(channel, messageId));
      },
    });
    post({ type: 'ran', id, outcome });
  };
  post({ type: 'ready', input: canInput });
}

start().catch((error: unknown) => post({ type: 'failed', message: String(error) }));
