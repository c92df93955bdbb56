import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { serveStatic } from './static-server.mjs';

const body = 'export const answer = 42;\n'.repeat(200);
let dir;
let server;
let base;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-'));
  await writeFile(path.join(dir, 'app.0123abcd.js'), body);
  // A marker inside the precompressed copy proves it is sent as built, not compressed again.
  await writeFile(path.join(dir, 'app.0123abcd.js.br'), zlib.brotliCompressSync(`${body}// prebuilt br\n`));
  server = await serveStatic({ dir, port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function get(file, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}/${file}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, data: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

test('a browser that accepts brotli gets the build’s brotli copy as it is, cached for a year', async () => {
  const { headers, data } = await get('app.0123abcd.js', 'gzip, deflate, br, zstd');
  assert.equal(headers['content-encoding'], 'br');
  assert.equal(headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(zlib.brotliDecompressSync(data).toString(), `${body}// prebuilt br\n`);
});

test('a client without brotli gets the file compressed on the fly with gzip', async () => {
  const { headers, data } = await get('app.0123abcd.js', 'gzip');
  assert.equal(headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(data).toString(), body);
});
