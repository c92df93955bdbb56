// `node scripts/serve.mjs --dir <dist> --port <n> [--host h] [--cors] [--spa] [--config <runtime-config.json>]
// [--headers <headers.json>] [--python-headers <headers.json>]`: --headers names the response headers sent on every
// response (the stack writes them from the runtime config, see lib/security-headers.mjs); --python-headers replace
// them on the Python runtime's files under /python/.
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
    headers: { type: 'string' },
    'python-headers': { type: 'string' },
  },
});
if (!values.dir || !values.port) {
  console.error(
    'usage: serve.mjs --dir <dist> --port <n> [--host h] [--cors] [--spa] [--config file] [--headers file] [--python-headers file]',
  );
  process.exit(2);
}
const readJson = async (file) => (file ? JSON.parse(await readFile(file, 'utf8')) : undefined);
const server = await serveStatic({
  ...values,
  port: Number(values.port),
  runtimeConfig: await readJson(values.config),
  headers: await readJson(values.headers),
  pythonHeaders: await readJson(values['python-headers']),
});
console.info(`serving ${values.dir} at http://${values.host}:${values.port}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
