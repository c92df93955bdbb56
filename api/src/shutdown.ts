import type { FastifyInstance } from 'fastify';
import type { ShutdownConfig } from './config';

/**
 * Stops the instance on SIGTERM or SIGINT without dropping a request: /ready turns 503 at once and requests are
 * still served for `drainMs`, so the load balancer sends new ones elsewhere; then the port closes and in-flight
 * requests finish (Fastify's close waits for them, and answers 503 to a request arriving on a kept-alive
 * connection meanwhile). Past `timeoutMs` the process exits anyway, with code 1 and a line saying so.
 */
export function stopOnSignals(
  app: FastifyInstance,
  { drainMs, timeoutMs }: ShutdownConfig,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs }, 'shutting down: draining');
    app.startDraining();
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs }, 'shutdown timed out: requests still in flight are dropped');
      exit(1);
    }, drainMs + timeoutMs);
    deadline.unref();
    setTimeout(() => {
      app
        .close()
        .then(() => {
          clearTimeout(deadline);
          app.log.info('stopped');
        })
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          exit(1);
        });
    }, drainMs);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
}
