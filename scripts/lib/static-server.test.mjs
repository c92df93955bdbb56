import assert from 'node:assert/strict';
import fs from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, mock, test } from 'node:test';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { serveStatic } from './static-server.mjs';

/**
 * Stops a server the test is done with, its connections too: fetch keeps them alive, and one not yet idle when
 * close() runs held the server open for the whole keep-alive time (a 70 s test in one CI run).
 */
function closeNow(server) {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  return closed;
}

const body = 'export const answer = 42;\n'.repeat(200);
/** One of the self-hosted lesson videos the shell serves (shell/public/media/lessons). */
const LESSON_VIDEO = new URL('../../shell/public/media/lessons/the-print-function.mp4', import.meta.url);
const HEADERS = {
  'Content-Security-Policy': "default-src 'self'; frame-ancestors 'self'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
};
let dir;
let server;
let base;

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'static-'));
  await writeFile(path.join(dir, 'app.0123abcd.js'), body);
  // A marker inside the precompressed copy proves it is sent as built, not compressed again.
  await writeFile(path.join(dir, 'app.0123abcd.js.br'), zlib.brotliCompressSync(`${body}// prebuilt br\n`));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Site</title>');
  await mkdir(path.join(dir, 'media', 'lessons'), { recursive: true });
  await writeFile(path.join(dir, 'media', 'lessons', 'the-print-function.mp4'), await readFile(LESSON_VIDEO));
  server = await serveStatic({
    dir,
    port: 0,
    host: '127.0.0.1',
    cors: true,
    runtimeConfig: { apiBaseUrl: 'http://127.0.0.1:4000/dev' },
    headers: HEADERS,
  });
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  await closeNow(server);
  await rm(dir, { recursive: true, force: true });
});

function get(file, acceptEncoding = 'gzip', method = 'GET', headers = {}) {
  return new Promise((resolve, reject) => {
    http
      .request(
        `${base}/${file}`,
        { method, headers: { 'Accept-Encoding': acceptEncoding, ...headers } },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode, headers: response.headers, data: Buffer.concat(chunks) }),
          );
        },
      )
      .on('error', reject)
      .end();
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

test("every answer carries the site's security headers: page, script, config, missing file, CORS preflight", async () => {
  const answers = {
    html: await get('index.html'),
    js: await get('app.0123abcd.js', 'br'),
    json: await get('config.json'),
    missing: await get('no-such-file.js'),
    preflight: await get('app.0123abcd.js', 'gzip', 'OPTIONS'),
  };
  assert.deepEqual(
    Object.fromEntries(Object.entries(answers).map(([kind, answer]) => [kind, answer.status])),
    { html: 200, js: 200, json: 200, missing: 404, preflight: 204 },
  );
  for (const [kind, { headers }] of Object.entries(answers)) {
    for (const [name, value] of Object.entries(HEADERS))
      assert.equal(headers[name.toLowerCase()], value, `${kind}: ${name}`);
  }
  assert.match(answers.html.headers['content-type'], /text\/html/);
  assert.match(answers.json.headers['content-type'], /application\/json/);
});

test('the Python runtime: its types, a year of caching for the versioned Pyodide folder, revalidation for the workers, no SPA page for a missing file', async () => {
  const site = await mkdtemp(path.join(tmpdir(), 'static-python-'));
  const pyodide = path.join(site, 'python', 'pyodide-9.9.9');
  await mkdir(pyodide, { recursive: true });
  await writeFile(path.join(site, 'index.html'), '<!doctype html><title>Site</title>');
  await writeFile(path.join(pyodide, 'pyodide.asm.wasm'), Buffer.from([0, 97, 115, 109, 1, 0, 0, 0]));
  await writeFile(path.join(pyodide, 'python_stdlib.zip'), Buffer.from('PK\x05\x06'));
  await writeFile(path.join(pyodide, 'pyodide.mjs'), 'export {};\n');
  await writeFile(path.join(site, 'python', 'worker.js'), 'self;\n');
  await writeFile(path.join(site, 'python', 'sw.js'), 'self;\n');
  const pythonHeaders = { ...HEADERS, 'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'" };
  const spa = await serveStatic({
    dir: site,
    port: 0,
    host: '127.0.0.1',
    spa: true,
    headers: HEADERS,
    pythonHeaders,
  });
  const at = `http://127.0.0.1:${spa.address().port}`;
  try {
    const answer = async (file) => {
      const response = await fetch(`${at}/${file}`);
      await response.arrayBuffer();
      return [response.status, response.headers.get('content-type'), response.headers.get('cache-control')];
    };
    const immutable = 'public, max-age=31536000, immutable';
    assert.deepEqual(await answer('python/pyodide-9.9.9/pyodide.asm.wasm'), [
      200,
      'application/wasm',
      immutable,
    ]);
    assert.deepEqual(await answer('python/pyodide-9.9.9/python_stdlib.zip'), [
      200,
      'application/zip',
      immutable,
    ]);
    assert.deepEqual(await answer('python/pyodide-9.9.9/pyodide.mjs'), [200, 'text/javascript', immutable]);
    assert.deepEqual(await answer('python/worker.js'), [200, 'text/javascript', 'no-cache']);
    assert.deepEqual(await answer('python/sw.js'), [200, 'text/javascript', 'no-cache']);
    assert.equal((await answer('python/pyodide-9.9.9/missing.mjs'))[0], 404);
    assert.equal((await answer('python/missing.js'))[0], 404);
    const [status, type] = await answer('course/x');
    assert.equal(status, 200);
    assert.match(type, /^text\/html/);
    // Only the runtime's files (the worker compiles WebAssembly) get its policy; pages keep the site's.
    const policy = async (file) => {
      const response = await fetch(`${at}/${file}`);
      await response.arrayBuffer();
      return response.headers.get('content-security-policy');
    };
    for (const file of [
      'python/worker.js',
      'python/sw.js',
      'python/pyodide-9.9.9/pyodide.mjs',
      'python/missing.js',
    ])
      assert.equal(await policy(file), pythonHeaders['Content-Security-Policy'], file);
    for (const file of ['', 'course/x', 'index.html'])
      assert.equal(await policy(file), HEADERS['Content-Security-Policy'], file);
  } finally {
    await closeNow(spa);
    await rm(site, { recursive: true, force: true });
  }
});

test('a lesson video is served in ranges as it is, so the player can seek (resume) before it has all of it', async () => {
  const { status, headers, data } = await get(
    'media/lessons/the-print-function.mp4',
    'gzip, deflate, br, zstd',
    'GET',
    {
      Range: 'bytes=1000-1999',
    },
  );
  const video = await readFile(LESSON_VIDEO);
  assert.equal(status, 206);
  assert.equal(headers['content-type'], 'video/mp4');
  assert.equal(headers['content-range'], `bytes 1000-1999/${video.length}`);
  assert.equal(headers['content-encoding'], undefined);
  assert.deepEqual(data, video.subarray(1000, 2000));
});

test('an idle keep-alive connection outlives Node’s default (5 s, closed at 6), so a pooled client never sends into its close', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set();
  const fetchOnce = () =>
    new Promise((resolve, reject) => {
      const request = http.get(`${base}/config.json`, { agent }, (response) => {
        sockets.add(request.socket);
        response.resume();
        response.on('end', () => resolve(response.statusCode));
      });
      request.on('error', reject);
    });
  try {
    assert.equal(await fetchOnce(), 200);
    const [socket] = sockets;
    let closedAt;
    socket.once('close', () => (closedAt = Date.now()));
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    assert.equal(closedAt, undefined, 'the server closed the idle connection');
    assert.equal(await fetchOnce(), 200);
    assert.equal(sockets.size, 1, 'the second request reused the first connection');
  } finally {
    agent.destroy();
  }
});

test('files a build replaces while the server runs are served as they are now: a removed one is a 404, a new or changed one whole, and the server stays up', async () => {
  const site = await mkdtemp(path.join(tmpdir(), 'static-rebuilt-'));
  await writeFile(path.join(site, 'old.0123abcd.js'), body);
  await writeFile(path.join(site, 'remoteEntry.js'), 'short;\n');
  const rebuilt = await serveStatic({ dir: site, port: 0, host: '127.0.0.1', cors: true });
  const at = `http://127.0.0.1:${rebuilt.address().port}`;
  try {
    await rm(path.join(site, 'old.0123abcd.js'));
    await writeFile(path.join(site, 'new.4567cdef.js'), body);
    await writeFile(path.join(site, 'remoteEntry.js'), 'a longer entry than before;\n');
    const answers = await Promise.all(
      ['old.0123abcd.js', 'new.4567cdef.js', 'remoteEntry.js'].map(async (file) => {
        const response = await fetch(`${at}/${file}`, { headers: { 'Accept-Encoding': 'identity' } });
        return [file, response.status, await response.text()];
      }),
    );
    assert.deepEqual(answers, [
      ['old.0123abcd.js', 404, 'Not found'],
      ['new.4567cdef.js', 200, body],
      ['remoteEntry.js', 200, 'a longer entry than before;\n'],
    ]);
  } finally {
    await closeNow(rebuilt);
    await rm(site, { recursive: true, force: true });
  }
});

test('a file that cannot be read once its answer has started cuts that answer short and nothing else', async () => {
  // The moment between sirv's look at a file and its read, made certain: the read fails as a removed file's does.
  mock.method(
    fs,
    'createReadStream',
    () =>
      new Readable({
        read() {
          this.destroy(Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' }));
        },
      }),
  );
  syncBuiltinESMExports();
  try {
    await assert.rejects(get('app.0123abcd.js', 'identity'));
  } finally {
    mock.restoreAll();
    syncBuiltinESMExports();
  }
  const { status, data } = await get('app.0123abcd.js', 'identity');
  assert.equal(status, 200);
  assert.equal(data.toString(), body);
});

test('a file removed between sirv looking for it and reading its size is a 404, and the server stays up', async () => {
  const statSync = fs.statSync;
  mock.method(fs, 'statSync', (file, ...rest) => {
    if (String(file).endsWith('app.0123abcd.js'))
      throw Object.assign(new Error('ENOENT: no such file or directory'), { code: 'ENOENT' });
    return statSync(file, ...rest);
  });
  syncBuiltinESMExports();
  try {
    const { status, data } = await get('app.0123abcd.js', 'identity');
    assert.equal(status, 404);
    assert.equal(data.toString(), 'Not found');
  } finally {
    mock.restoreAll();
    syncBuiltinESMExports();
  }
  assert.equal((await get('app.0123abcd.js', 'identity')).status, 200);
});

test('dotfiles and dot folders in a build are never served, however the path is written; /.well-known/ is', async () => {
  const site = await mkdtemp(path.join(tmpdir(), 'static-dot-'));
  await writeFile(path.join(site, '.env'), 'SECRET=1\n');
  await mkdir(path.join(site, '.git'));
  await writeFile(path.join(site, '.git', 'config'), '[core]\n');
  await mkdir(path.join(site, '.well-known'));
  await writeFile(path.join(site, '.well-known', 'security.txt'), 'Contact: mailto:security@academy.test\n');
  const served = await serveStatic({ dir: site, port: 0, host: '127.0.0.1', spa: true });
  const at = `http://127.0.0.1:${served.address().port}`;
  try {
    const statuses = {};
    for (const file of ['.env', '%2Eenv', '.git/config', 'x/../.env', '.well-known/security.txt']) {
      const response = await fetch(`${at}/${file}`);
      statuses[file] = [response.status, (await response.text()).includes('SECRET')];
    }
    assert.deepEqual(statuses, {
      '.env': [404, false],
      '%2Eenv': [404, false],
      '.git/config': [404, false],
      'x/../.env': [404, false],
      '.well-known/security.txt': [200, false],
    });
  } finally {
    await closeNow(served);
    await rm(site, { recursive: true, force: true });
  }
});
