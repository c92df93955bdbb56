// The Python runner's page-side client (shared-python), bundled for a test page with the shell's own rspack, so the
// runtime can be proven in Chromium on the built site before (and apart from) any lesson page that uses it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** The window global the bundle defines: shared-python's index (createPythonRunner, getPythonRunner). */
export const PYTHON_CLIENT_GLOBAL = '__pythonClient';

export async function bundlePythonClient(): Promise<string> {
  const { rspack } = createRequire(path.join(root, 'shell', 'package.json'))('@rspack/core');
  const outDir = await mkdtemp(path.join(tmpdir(), 'python-client-'));
  try {
    await new Promise<void>((resolve, reject) =>
      rspack(
        {
          mode: 'production',
          target: 'web',
          context: root,
          entry: path.join(root, 'shared-python', 'src', 'index.ts'),
          output: {
            path: outDir,
            filename: 'client.js',
            library: { name: PYTHON_CLIENT_GLOBAL, type: 'window' },
          },
          resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
          module: {
            rules: [
              {
                test: /\.ts$/,
                loader: 'builtin:swc-loader',
                options: { jsc: { parser: { syntax: 'typescript' } } },
                type: 'javascript/auto',
              },
            ],
          },
        },
        (error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => {
          if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
          else resolve();
        },
      ),
    );
    return await readFile(path.join(outDir, 'client.js'), 'utf8');
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

/** What a test reads back from the page: the runner's answers, as plain JSON. */
export interface OutputChunk {
  stream: 'stdout' | 'stderr';
  text: string;
}
