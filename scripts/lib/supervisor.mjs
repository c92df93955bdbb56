// Starts the site's processes, prefixes their output, waits until each answers, and stops every one of them
// on Ctrl-C, on SIGTERM, or when one dies unexpectedly.
import { spawn } from 'node:child_process';

const COLORS = [36, 35, 33, 32, 34, 91, 92, 93, 94, 95, 96];

export class Supervisor {
  services = new Map();
  stopping = false;

  constructor({ quiet = false, onUnexpectedExit } = {}) {
    this.quiet = quiet;
    this.onUnexpectedExit = onUnexpectedExit;
  }

  /**
   * @param {{ name: string, command: string, args: string[], cwd?: string, env?: Record<string,string>,
   *   readyUrl?: string, readyTimeoutMs?: number }} spec
   */
  async start(spec) {
    const color = COLORS[this.services.size % COLORS.length];
    const label = `\x1b[${color}m${spec.name.padEnd(10)}\x1b[0m |`;
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = { spec, child, exited: false, expectedExit: false };
    this.services.set(spec.name, service);
    const relay = (stream, out) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        if (!this.quiet) for (const line of lines) out.write(`${label} ${line}\n`);
      });
    };
    relay(child.stdout, process.stdout);
    relay(child.stderr, process.stderr);
    const exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        service.exited = true;
        resolve({ code, signal });
        if (!this.stopping && !service.expectedExit) {
          console.error(`${label} exited unexpectedly (${signal ?? `code ${code}`})`);
          this.onUnexpectedExit?.(spec.name);
        }
      });
    });
    service.exitedPromise = exited;
    if (spec.readyUrl) {
      await Promise.race([
        waitForUrl(spec.readyUrl, spec.readyTimeoutMs ?? 120_000),
        exited.then(({ code, signal }) => {
          throw new Error(`${spec.name} exited before it was ready (${signal ?? `code ${code}`})`);
        }),
      ]);
    }
    return service;
  }

  /** Stops one service and waits for it to exit (used by the e2e control endpoint too). */
  async stopService(name) {
    const service = this.services.get(name);
    if (!service || service.exited) return;
    service.expectedExit = true;
    service.child.kill('SIGTERM');
    const timer = setTimeout(() => service.child.kill('SIGKILL'), 5000);
    await service.exitedPromise;
    clearTimeout(timer);
  }

  /** Starts a stopped service again with the same command. */
  async restartService(name) {
    const service = this.services.get(name);
    if (!service) throw new Error(`unknown service ${name}`);
    await this.stopService(name);
    await this.start(service.spec);
  }

  async stopAll() {
    this.stopping = true;
    await Promise.all([...this.services.keys()].reverse().map((name) => this.stopService(name)));
  }
}

export async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms: ${lastError?.message ?? 'no answer'}`);
}
