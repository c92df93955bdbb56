import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CheckReport } from '../runner';
import { bundleChecker } from './bundleChecker';
import type { CheckerPoolOptions } from './checkerPool';
import type { CheckJob, FromChecker, ToChecker } from './protocol';

/**
 * The API's side of server-side checks: starts the checker process in a sandbox (Node's permission model: it reads
 * only Pyodide's folder and its own bundle, writes nothing, starts no process; no environment; its own network
 * namespace where the system allows `unshare`), sends it programs, and bounds how many wait. It restarts the process
 * if it dies.
 */

export interface CheckerOptions {
  /** Warm interpreters, and checks running at once. */
  workers: number;
  /** Checks that may wait for a free interpreter; past it `check` throws CheckerBusy. */
  queue: number;
  memoryLimitMb: number;
  heapLimitMb: number;
  graceMs: number;
  log: { info(message: string): void; warn(message: string): void; error(message: string): void };
}

export interface ExerciseChecker {
  /** Resolves once the first interpreter is warm (the first start takes a few seconds). */
  ready(): Promise<void>;
  /** Whether the checker's process has no network of its own (unshare worked on this system). */
  readonly networkIsolated: boolean;
  check(job: CheckJob): Promise<CheckReport>;
  close(): Promise<void>;
}

/** Every interpreter is busy and the queue is full: the caller should try again shortly. */
export class CheckerBusy extends Error {
  override readonly name = 'CheckerBusy';
  constructor(readonly retryAfterSeconds: number) {
    super('Too many programs are being checked right now');
  }
}

/** The checker cannot answer (it is starting again after a failure, or it failed this check itself). */
export class CheckerUnavailable extends Error {
  override readonly name = 'CheckerUnavailable';
}

const pyodideDir = path.dirname(createRequire(import.meta.url).resolve('pyodide/package.json'));

/** Whether this system lets an unprivileged process take a network namespace of its own (Linux user namespaces). */
function canIsolateNetwork(): boolean {
  const probe = spawnSync('unshare', ['--net', '--map-root-user', 'true'], {
    stdio: 'ignore',
    timeout: 5000,
  });
  return probe.status === 0;
}

/** A check that has not answered within this long is taken as lost with its process, which is started again. */
const ANSWER_DEADLINE_MS = 120_000;
const RESTART_DELAYS_MS = [1000, 2000, 5000, 15_000, 30_000];

/** Starts the checker; `ready()` says when it can check, and checks sent before then wait for it. */
export function startChecker(options: CheckerOptions): ExerciseChecker {
  const networkIsolated = canIsolateNetwork();
  const bundled = (async () => {
    // Said once the caller has set up its log (the first launch is asynchronous).
    if (!networkIsolated)
      options.log.warn(
        'The exercise checker runs without a network namespace of its own (unshare is not allowed here): learners’ programs are still confined by Node’s permission model, but could open network connections if they escaped Python. See docs/OPERATIONS.md.',
      );
    const dir = await mkdtemp(path.join(tmpdir(), 'exercise-checker-'));
    const { processFile, workerFile } = await bundleChecker(dir);
    const poolOptions: CheckerPoolOptions = {
      size: options.workers,
      memoryLimitMb: options.memoryLimitMb,
      heapLimitMb: options.heapLimitMb,
      graceMs: options.graceMs,
      workerFile,
      pyodideDir: pyodideDir + path.sep,
    };
    const nodeArgs = [
      '--experimental-permission',
      `--allow-fs-read=${dir}`,
      `--allow-fs-read=${pyodideDir}`,
      // The pool's threads: they inherit the same permissions.
      '--allow-worker',
      '--disable-warning=ExperimentalWarning',
      '--disable-warning=SecurityWarning',
      processFile,
      JSON.stringify(poolOptions),
    ];
    return { dir, nodeArgs };
  })();

  const pending = new Map<
    number,
    { resolve(report: CheckReport): void; reject(error: Error): void; timer: NodeJS.Timeout }
  >();
  let nextId = 0;
  let inFlight = 0;
  let child: ChildProcess | undefined;
  let ready: Promise<void>;
  let closed = false;
  let failures = 0;

  const failAll = (why: string) => {
    for (const [id, job] of pending) {
      clearTimeout(job.timer);
      job.reject(new CheckerUnavailable(why));
      pending.delete(id);
    }
  };

  async function launch(): Promise<void> {
    const { dir, nodeArgs } = await bundled;
    if (closed) throw new CheckerUnavailable('The exercise checker is closed');
    const [command, args] = networkIsolated
      ? ['unshare', ['--net', '--map-root-user', process.execPath, ...nodeArgs]]
      : [process.execPath, nodeArgs];
    const started = spawn(command, args, {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    child = started;
    let errors = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2000);
    });
    const becameReady = new Promise<void>((resolve, reject) => {
      started.on('message', (message: FromChecker) => {
        if (message.type === 'ready') {
          failures = 0;
          resolve();
          return;
        }
        const job = pending.get(message.id);
        if (!job) return;
        pending.delete(message.id);
        clearTimeout(job.timer);
        if (message.type === 'checked') job.resolve(message.report);
        else job.reject(new CheckerUnavailable(message.message));
      });
      started.once('exit', (code, signal) => {
        const why = `The exercise checker stopped (${signal ?? `exit ${code}`})${errors ? `: ${errors.trim()}` : ''}`;
        reject(new CheckerUnavailable(why));
        if (child !== started) return;
        child = undefined;
        failAll(why);
        if (closed) return;
        options.log.error(why);
        const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)] ?? 30_000;
        failures += 1;
        setTimeout(() => {
          if (!closed) ready = relaunch();
        }, delay).unref();
      });
    });
    return becameReady;
  }

  const relaunch = () => {
    const launched = launch();
    // Awaited by checks; marked handled so a failed start nobody waited for is not "unhandled".
    launched.catch(() => undefined);
    return launched;
  };
  ready = relaunch();

  return {
    networkIsolated,
    ready: () => ready,
    async check(job) {
      if (closed) throw new CheckerUnavailable('The exercise checker is closed');
      if (inFlight >= options.workers + options.queue)
        throw new CheckerBusy(
          Math.max(1, Math.ceil((job.timeLimitMs / 1000) * (inFlight / options.workers))),
        );
      inFlight += 1;
      try {
        // A check that arrives while the checker starts (or starts again) waits for it, within the queue's bound.
        await ready;
        const running = child;
        if (!running?.connected) throw new CheckerUnavailable('The exercise checker is starting again');
        const id = nextId++;
        return await new Promise<CheckReport>((resolve, reject) => {
          const timer = setTimeout(() => {
            pending.delete(id);
            reject(new CheckerUnavailable('The exercise checker did not answer'));
            // A process that lost a check is not trusted with the next one.
            running.kill('SIGKILL');
          }, ANSWER_DEADLINE_MS);
          pending.set(id, { resolve, reject, timer });
          running.send({ type: 'check', id, job } satisfies ToChecker);
        });
      } finally {
        inFlight -= 1;
      }
    },
    async close() {
      closed = true;
      failAll('The exercise checker is closed');
      const running = child;
      if (running && running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGKILL');
        await exited;
      }
      const { dir } = await bundled.catch(() => ({ dir: undefined }));
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
}
