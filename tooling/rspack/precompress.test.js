import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { compressedCopies } from './precompress.js';

const script = Buffer.from(
  Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index} * 2;`).join('\n'),
);

test('a text asset gets a brotli and a gzip copy that decode to the same bytes, brotli the smaller', async () => {
  const copies = await compressedCopies(script);
  const br = copies.find((copy) => copy.extension === '.br');
  const gz = copies.find((copy) => copy.extension === '.gz');
  assert.ok(br && gz);
  assert.deepEqual(zlib.brotliDecompressSync(br.data), script);
  assert.deepEqual(zlib.gunzipSync(gz.data), script);
  assert.ok(br.data.length < gz.data.length);
});

test('a file under 1 KB, or one that hardly compresses, gets no copies', async () => {
  assert.deepEqual(await compressedCopies(Buffer.from('tiny')), []);
  const random = Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256)));
  assert.deepEqual(await compressedCopies(random), []);
});
