// `pnpm bench` part (a): GET /courses under load, the real API (fresh SQLite file) next to a bare Fastify route
// that returns the same JSON, so the cost of the service's own work (query, contract validation, envelope) is
// visible.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  apiDir,
  CONNECTIONS,
  DURATION_S,
  freePort,
  HOST,
  int,
  kb,
  runLoad,
  STAGE,
  startApi,
  startProcess,
  table,
  WARMUP_S,
} from './common.mjs';

/** (a) The real API and a bare Fastify route serving the same /courses JSON, one after the other. */
export async function benchmarkCourses() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const services = [];
  try {
    const apiPort = await freePort();
    const apiUrl = `http://${HOST}:${apiPort}${STAGE}/courses`;
    services.push(
      await startApi({
        port: apiPort,
        databaseFile: path.join(tempDir, 'bench.sqlite'),
        // /courses is public: the issuer is never contacted.
        issuer: `http://${HOST}:9/bench-pool`,
        // autocannon ignores the `Connection: close` node sends when a socket reaches its request limit and
        // keeps sending, which node answers with 503s: lift the limit, as the bare route has none.
        env: { MAX_REQUESTS_PER_SOCKET: String(1e9) },
      }),
    );
    const payload = await (await fetch(apiUrl)).text();
    const payloadFile = path.join(tempDir, 'courses.json');
    await writeFile(payloadFile, payload);

    const barePort = await freePort();
    const bareUrl = `http://${HOST}:${barePort}${STAGE}/courses`;
    const bareServer = `
      import { readFileSync } from 'node:fs';
      import { createRequire } from 'node:module';
      const Fastify = createRequire(process.env.API_PACKAGE)('fastify');
      const payload = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));
      const app = Fastify({ logger: false });
      app.get(process.env.ROUTE, async () => payload);
      await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });
      process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
    `;
    services.push(
      await startProcess('bare Fastify', process.execPath, ['--input-type=module', '-e', bareServer], {
        env: {
          API_PACKAGE: path.join(apiDir, 'package.json'),
          PAYLOAD_FILE: payloadFile,
          ROUTE: `${STAGE}/courses`,
          HOST,
          PORT: String(barePort),
        },
        readyUrl: bareUrl,
      }),
    );
    const bare = await (await fetch(bareUrl)).text();
    if (bare !== payload) throw new Error('the bare route does not return the same JSON as the API');

    const results = [];
    for (const [label, url] of [
      ['API (Fastify + SQLite + contract)', apiUrl],
      ['bare Fastify, same JSON', bareUrl],
    ]) {
      process.stdout.write(`  load: ${label} … `);
      await runLoad(url, WARMUP_S);
      const result = await runLoad(url, DURATION_S);
      console.info('done');
      results.push({
        label,
        requestsPerSecond: result.requests.average,
        mean: result.latency.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        bytesPerResponse: Buffer.byteLength(payload),
      });
    }
    return results;
  } finally {
    for (const service of services.reverse()) await service.stop();
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** The report's lines on (a). */
export function throughputReport(load) {
  const api = load[0];
  const bare = load[1];
  return [
    `GET ${STAGE}/courses, ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up, loopback, load generator on the same machine:`,
    '',
    table(
      ['server', 'req/s', 'mean latency', 'p50', 'p99', 'errors', 'response'],
      load.map((row) => [
        row.label,
        int(row.requestsPerSecond),
        `${row.mean.toFixed(2)} ms`,
        `${row.p50} ms`,
        `${row.p99} ms`,
        row.errors,
        kb(row.bytesPerResponse),
      ]),
    ),
    '',
    `The API serves ${((api.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} % of the bare route's throughput.`,
  ];
}
