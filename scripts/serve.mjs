// `node scripts/serve.mjs --dir <dist> --port <n> [--host h] [--cors] [--spa] [--config <runtime-config.json>]`
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { serveStatic } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'boolean', default: false },
    spa: { type: 'boolean', default: false },
    config: { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error('usage: serve.mjs --dir <dist> --port <n> [--host h] [--cors] [--spa] [--config file]');
  process.exit(2);
}
const runtimeConfig = values.config ? JSON.parse(await readFile(values.config, 'utf8')) : undefined;
const server = await serveStatic({ ...values, port: Number(values.port), runtimeConfig });
console.info(`serving ${values.dir} at http://${values.host}:${values.port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
