/// <reference lib="webworker" />
import type { PyodideAPI } from 'pyodide';
import { makeServiceWorkerChannel, readMessage, uuidv4 } from 'sync-message';
import { PYTHON_BASE, type FromWorker, type ToWorker } from '../client/protocol';
import { createEngine, type OutputStream } from '../engine/engine';
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

/** Output goes to the page in batches of at most one per frame, so a printing loop does not flood it. */
function outputBatcher(id: number) {
  let pending: { stream: OutputStream; text: string } | null = null;
  let lastPost = 0;
  const flush = () => {
    if (pending) post({ type: 'output', id, ...pending });
    pending = null;
    lastPost = performance.now();
  };
  const write = (stream: OutputStream, text: string) => {
    if (pending && pending.stream !== stream) flush();
    pending = pending ? { stream, text: pending.text + text } : { stream, text };
    if (performance.now() - lastPost > 16) flush();
  };
  return { write, flush };
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
    const output = outputBatcher(id);
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
      write: output.write,
      readLine: (prompt) => {
        output.flush();
        if (!canInput) throw new Error('This browser cannot answer input() here.');
        const messageId = uuidv4();
        post({ type: 'input', id, prompt, messageId });
        return String(readMessage(channel, messageId));
      },
    });
    output.flush();
    post({ type: 'ran', id, outcome });
  };
  post({ type: 'ready', input: canInput });
}

start().catch((error: unknown) => post({ type: 'failed', message: String(error) }));
