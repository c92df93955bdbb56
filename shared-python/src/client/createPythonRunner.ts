import { CRASHED_ERROR } from '../explanations';
import type { CheckReport, PythonRunner, RunnerState, RunOptions, RunOutcome } from '../runner';
import {
  SERVICE_WORKER_URL,
  PYTHON_BASE,
  WORKER_URL,
  type FromWorker,
  type InputAnswer,
  type ToWorker,
} from './protocol';

/**
 * The page's side of the Python runner: starts the worker (after the service worker that answers input() is active),
 * sends it programs, streams their output, answers input(), and stops a program by terminating the worker and
 * starting a fresh one. A watchdog terminates a program that outlives its limit by GRACE_MS while not waiting for
 * input, in case Python's own time limit cannot act (a program stuck inside one long C call).
 */
export const GRACE_MS = 2000;

type Pending =
  | { kind: 'run'; id: number; options: RunOptions; resolve: (outcome: RunOutcome) => void; limitMs: number }
  | { kind: 'check'; id: number; resolve: (report: CheckReport) => void; limitMs: number };

/** Registers the service worker under /python/ and waits until it is active; null where there is none. */
async function registerInputServiceWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: PYTHON_BASE });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    if (!worker) return null;
    if (worker.state !== 'activated')
      await new Promise<void>((resolve) => {
        const onChange = () => {
          if (worker.state !== 'activated' && worker.state !== 'redundant') return;
          worker.removeEventListener('statechange', onChange);
          resolve();
        };
        worker.addEventListener('statechange', onChange);
      });
    return registration.active;
  } catch {
    // Service workers can be off (a private window in some browsers): programs still run, input() cannot.
    return null;
  }
}

/**
 * The service worker that answers input() now: looked up for each answer, because an update (skipWaiting and
 * clients.claim) hands the Python worker to a new one, and an answer posted to the old one would never arrive.
 */
async function currentInputServiceWorker(): Promise<ServiceWorker | null> {
  try {
    return (await navigator.serviceWorker.getRegistration(PYTHON_BASE))?.active ?? null;
  } catch {
    return null;
  }
}

export function createPythonRunner(): PythonRunner {
  let state: RunnerState = 'starting';
  const listeners = new Set<(state: RunnerState) => void>();
  let worker: Worker | null = null;
  let pending: Pending | null = null;
  let nextId = 1;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  let readyWaiters: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const serviceWorker = registerInputServiceWorker();

  const setState = (next: RunnerState) => {
    state = next;
    if (next === 'ready') readyWaiters.forEach(({ resolve }) => resolve());
    if (next === 'failed') readyWaiters.forEach(({ reject }) => reject(new Error('Python could not start.')));
    if (next === 'ready' || next === 'failed') readyWaiters = [];
    listeners.forEach((listener) => listener(next));
  };

  const armWatchdog = (limitMs: number) => {
    clearTimeout(watchdog);
    watchdog = setTimeout(() => finish('timeout'), limitMs + GRACE_MS);
  };

  /**
   * Ends the pending program from the page's side (the watchdog, Stop, or the worker crashing under it): the worker
   * is terminated and a fresh one started.
   */
  function finish(how: 'timeout' | 'stopped' | 'crashed') {
    const ended = pending;
    pending = null;
    clearTimeout(watchdog);
    worker?.terminate();
    worker = null;
    const crashed = { ...CRASHED_ERROR };
    if (ended?.kind === 'run')
      ended.resolve(
        how === 'timeout'
          ? { kind: 'timeout', limitMs: ended.limitMs }
          : how === 'crashed'
            ? { kind: 'error', error: crashed }
            : { kind: 'stopped' },
      );
    if (ended?.kind === 'check')
      ended.resolve(
        how === 'stopped'
          ? { passed: false, cases: [], stopped: true }
          : how === 'timeout'
            ? {
                passed: false,
                cases: [{ kind: 'output', label: 'Your program', passed: false, timedOut: true }],
              }
            : { passed: false, cases: [], error: crashed },
      );
    void boot();
  }

  function onMessage(message: FromWorker) {
    if (message.type === 'ready') return setState('ready');
    if (message.type === 'failed') return failStart();
    if (!pending || message.id !== pending.id) return;
    const current = pending;
    switch (message.type) {
      case 'output':
        if (current.kind === 'run') current.options.onOutput({ stream: message.stream, text: message.text });
        return;
      case 'case':
        return armWatchdog(current.limitMs);
      case 'input':
        if (current.kind !== 'run') return;
        clearTimeout(watchdog);
        void current.options.onInput(message.prompt).then(async (line) => {
          if (pending !== current) return;
          const answer: InputAnswer = { syncMessageWrite: { messageId: message.messageId, message: line } };
          (await currentInputServiceWorker())?.postMessage(answer);
          armWatchdog(current.limitMs);
        });
        return;
      case 'ran':
      case 'checked':
        clearTimeout(watchdog);
        pending = null;
        setState('ready');
        if (current.kind === 'run' && message.type === 'ran') current.resolve(message.outcome);
        if (current.kind === 'check' && message.type === 'checked') current.resolve(message.report);
    }
  }

  /** The worker could not load Python: it is ended (no worker is left behind), and ready() may try again. */
  function failStart() {
    worker?.terminate();
    worker = null;
    setState('failed');
  }

  async function boot() {
    setState('starting');
    // The worker must start after the service worker is active, or that worker is not controlled by it.
    await serviceWorker;
    const fresh = new Worker(WORKER_URL, { type: 'module', name: 'python' });
    worker = fresh;
    fresh.onmessage = ({ data }: MessageEvent<FromWorker>) => {
      if (worker === fresh) onMessage(data);
    };
    fresh.onerror = () => {
      if (worker !== fresh) return;
      if (state === 'starting') return failStart();
      // An error escaping Python (under a program, or later from a callback a program left behind) ends that
      // worker only: a fresh one starts.
      if (pending) return finish('crashed');
      fresh.terminate();
      void boot();
    };
  }

  /** Sends a program to the worker; `pending` is what will receive its answer. */
  function start<T>(message: ToWorker, pendingFor: (resolve: (value: T) => void) => Pending): Promise<T> {
    if (!worker || state !== 'ready')
      return Promise.reject(new Error('Python is not ready for a program yet.'));
    const running = worker;
    return new Promise<T>((resolve) => {
      pending = pendingFor(resolve);
      setState('running');
      armWatchdog(message.timeLimitMs);
      running.postMessage(message);
    });
  }

  void boot();

  return {
    ready() {
      if (state === 'ready' || state === 'running') return Promise.resolve();
      // A runner that could not start tries again.
      if (state === 'failed') void boot();
      return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run(code, options) {
      const id = nextId++;
      return start<RunOutcome>({ type: 'run', id, code, timeLimitMs: options.timeLimitMs }, (resolve) => ({
        kind: 'run',
        id,
        options,
        resolve,
        limitMs: options.timeLimitMs,
      }));
    },
    check(code, check, { timeLimitMs }) {
      const id = nextId++;
      return start<CheckReport>({ type: 'check', id, code, check, timeLimitMs }, (resolve) => ({
        kind: 'check',
        id,
        resolve,
        limitMs: timeLimitMs,
      }));
    },
    stop() {
      if (pending) finish('stopped');
    },
  };
}

let shared: PythonRunner | null = null;

/** The page's one runner: started by the first exercise lesson that asks for it, and kept warm across lessons. */
export function getPythonRunner(): PythonRunner {
  shared ??= createPythonRunner();
  return shared;
}
