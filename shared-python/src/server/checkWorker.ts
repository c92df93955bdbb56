import { constants as fsConstants } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { createEngine } from '../engine/engine';
import type { CheckJob, FromCheckWorker, CheckWorkerData } from './protocol';

/**
 * One server-side check in a fresh interpreter: the thread loads Pyodide from the pool's snapshot (or makes that
 * snapshot), says it is ready, checks exactly one program and ends. Nothing of one learner's program can reach
 * the next one's: the next check gets a new thread and a new interpreter.
 */

if (!parentPort) throw new Error('checkWorker runs as a worker thread');
const port = parentPort;
const post = (message: FromCheckWorker) => port.postMessage(message);
const data = workerData as CheckWorkerData;

/**
 * Python's heap is WebAssembly memory, which the thread's resourceLimits (V8's heap) do not count. Emscripten grows
 * it from JavaScript through Memory.prototype.grow and treats a refusal as "out of memory", so CPython's allocator
 * fails and the program gets a MemoryError instead of taking the machine's memory. Only this thread's realm is
 * patched.
 */
function capWasmMemory(maxBytes: number): void {
  const grow = WebAssembly.Memory.prototype.grow;
  WebAssembly.Memory.prototype.grow = function capped(this: WebAssembly.Memory, delta: number) {
    if (this.buffer.byteLength + delta * 65_536 > maxBytes)
      throw new RangeError('The program used more memory than an exercise may');
    return grow.call(this, delta);
  };
}

/**
 * Pyodide's NODEFS reads the file system's flags with process.binding('constants'), which the permission model the
 * checker runs under refuses; these are the same values from the public modules. Every other binding stays refused.
 */
function answerConstantsBinding(): void {
  // process.binding is deprecated and left out of @types/node; Pyodide still calls it.
  const legacy = process as unknown as { binding(name: string): unknown };
  const binding = legacy.binding.bind(process);
  legacy.binding = (name) => (name === 'constants' ? { fs: fsConstants, os: osConstants } : binding(name));
}

async function interpreter(): Promise<PyodideAPI> {
  answerConstantsBinding();
  if (data.kind === 'snapshot') {
    const pyodide = await loadPyodide({ indexURL: data.pyodideDir, _makeSnapshot: true });
    // The engine's imports, so a restored interpreter has them loaded already.
    pyodide.runPython('import ast, json, sys, traceback');
    return pyodide;
  }
  capWasmMemory(data.memoryLimitBytes);
  return loadPyodide({ indexURL: data.pyodideDir, _loadSnapshot: new Uint8Array(data.snapshot) });
}

async function start(): Promise<void> {
  const pyodide = await interpreter();
  if (data.kind === 'snapshot') {
    const snapshot = pyodide.makeMemorySnapshot();
    post({ type: 'snapshot', snapshot });
    return;
  }
  const engine = createEngine(pyodide);
  port.once('message', (job: CheckJob) => {
    const report = engine.check(job.code, job.check, { timeLimitMs: job.timeLimitMs });
    post({ type: 'checked', report });
  });
  post({ type: 'ready' });
}

start().catch((error: unknown) => post({ type: 'failed', message: String(error) }));
