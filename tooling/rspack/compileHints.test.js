import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT, compileHintsPlugin } from './compileHints.js';

const root = path.join(import.meta.dirname, '../..');
const { rspack } = createRequire(path.join(root, 'shell', 'package.json'))('@rspack/core');

test('every script of a minified production build starts with the compile hint, and its source map counts it', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(
      path.join(dir, 'index.js'),
      '/* dropped by the minifier */\nexport const start = () => import("./later.js").then((m) => m.later());\n',
    );
    writeFileSync(path.join(dir, 'later.js'), 'export function later() { return 42; }\n');
    const stats = await new Promise((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          context: dir,
          devtool: 'source-map',
          entry: { main: './index.js' },
          output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
          plugins: [compileHintsPlugin(rspack)],
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      ),
    );
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    let mapped = false;
    const scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
    assert.ok(scripts.length >= 2, `a dynamic import makes a second chunk: ${scripts.join(', ')}`);
    for (const file of scripts) {
      const [first, second] = readFileSync(path.join(dir, 'dist', file), 'utf8').split('\n');
      assert.equal(first, COMPILE_HINT, file);
      assert.ok(second.length > 0 && !second.includes('dropped by the minifier'), `${file} is minified`);
      const column = second.indexOf('42');
      if (column === -1) continue;
      // `return 42` in later.js, found through the map from the script's second line (0-based line 1).
      const map = new SourceMap(JSON.parse(readFileSync(path.join(dir, 'dist', `${file}.map`), 'utf8')));
      const entry = map.findEntry(1, column);
      assert.equal(entry.generatedLine, 1, `${file}'s map has the code on the line after the hint`);
      assert.match(entry.originalSource ?? '', /later\.js$/, file);
      assert.equal(entry.originalLine, 0, file);
      mapped = true;
    }
    assert.ok(mapped, 'the chunk with later.js was checked through its map');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
