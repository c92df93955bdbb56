import { createCheckerPool } from './checkerPool';
import type { FromChecker, ToChecker } from './protocol';

/**
 * The checker process: the API starts it (shared-python/server's startChecker) with Node's permission model (it
 * may read only the code it runs, and write nothing), without the API's environment and, where the system allows,
 * in a network namespace of its own, so a program that finds its way out of Python into JavaScript still reaches
 * no file, secret or service. It runs the pool of warm interpreters and answers the API over IPC.
 */

const send = (message: FromChecker) => process.send?.(message);
const options = JSON.parse(process.argv[2] ?? '{}') as Parameters<typeof createCheckerPool>[0];
const pool = createCheckerPool(options);

process.on('message', (message: ToChecker) => {
  if (message.type !== 'check') return;
  const { id, job } = message;
  pool.check(job).then(
    (report) => send({ type: 'checked', id, report }),
    (error: unknown) => send({ type: 'failed', id, message: String(error) }),
  );
});
// The API going away ends the checker: nothing else would.
process.on('disconnect', () => {
  void pool.close().finally(() => process.exit(0));
});

pool.ready().then(
  () => send({ type: 'ready' }),
  (error: unknown) => {
    process.stderr.write(`The exercise checker cannot start: ${String(error)}\n`);
    process.exit(1);
  },
);
