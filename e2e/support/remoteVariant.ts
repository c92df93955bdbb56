// A remote as its team would ship it next: its own manifest plus one new page, built with the real tooling into a
// temporary folder. The version-skew journeys serve it in place of the deployed build, under the shell that is
// already running, to prove a remote's release needs nothing from the shell but the runtime config.
import { execFile, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadManifest } from '../../scripts/lib/load-manifests.mjs';
import type { LoadedManifest } from '../../scripts/lib/manifests.mjs';
import { repoRoot } from '../../scripts/lib/pnpm.mjs';

/** A build takes a few seconds; one still running after this is stuck, and is killed. */
const BUILD_TIMEOUT_MS = 120_000;

/**
 * What a variant leaves behind until it is removed: its folder and, while it builds, rspack. If the test times out
 * (or fails) before `remove()`, the worker's exit still removes them, whatever the caller does.
 */
const leftovers = { folders: new Set<string>(), builds: new Set<ChildProcess>() };
process.once('exit', () => {
  for (const build of leftovers.builds) build.kill('SIGKILL');
  for (const folder of leftovers.folders) rmSync(folder, { recursive: true, force: true });
});

async function removeFolder(folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  leftovers.folders.delete(folder);
}

export interface NewPage {
  path: string;
  title: string;
  /** The page's only text besides its title. */
  text: string;
}

export interface RemoteVariant {
  manifest: LoadedManifest;
  dist: string;
  remove(): Promise<void>;
}

/** Builds `mfe-<remote>` with `page` added to its manifest (a new expose and route); a few seconds. */
export async function buildRemoteWithNewPage(remote: string, page: NewPage): Promise<RemoteVariant> {
  const original = path.join(repoRoot, `mfe-${remote}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), `mfe-${remote}-next-`));
  leftovers.folders.add(dir);
  try {
    await mkdir(path.join(dir, 'src'));
    // The remote's own code and dependencies, unchanged; only the manifest and the new page are new.
    await symlink(path.join(original, 'node_modules'), path.join(dir, 'node_modules'));
    await symlink(path.join(original, 'src', 'features'), path.join(dir, 'src', 'features'));
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({ name: `mfe-${remote}-next`, private: true, type: 'module' }),
    );
    await writeFile(
      path.join(dir, 'src', 'NewPage.tsx'),
      `export default function NewPage() {\n  return (\n    <section>\n      <h1>${page.title}</h1>\n      <p>${page.text}</p>\n    </section>\n  );\n}\n`,
    );
    await writeFile(
      path.join(dir, 'src', 'manifest.ts'),
      [
        "import { defineRemoteManifest } from 'shared-contract';",
        `import current from ${JSON.stringify(path.join(original, 'src', 'manifest.ts'))};`,
        '',
        'export default defineRemoteManifest({',
        '  ...current,',
        "  exposes: { ...current.exposes, './NewPage': './src/NewPage.tsx' },",
        `  routes: [...current.routes, { path: ${JSON.stringify(page.path)}, module: './NewPage', title: ${JSON.stringify(page.title)} }],`,
        '});',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(dir, 'rspack.config.js'),
      [
        `import { loadManifest } from ${JSON.stringify(path.join(repoRoot, 'scripts', 'lib', 'load-manifests.mjs'))};`,
        `import { remoteConfig } from ${JSON.stringify(path.join(repoRoot, 'tooling', 'rspack', 'index.js'))};`,
        '',
        'export default remoteConfig({ pkgDir: import.meta.dirname, manifest: await loadManifest(import.meta.dirname) });',
        '',
      ].join('\n'),
    );
    const build = promisify(execFile)(
      path.join(original, 'node_modules', '.bin', 'rspack'),
      ['build', '--mode', 'production', '-c', path.join(dir, 'rspack.config.js')],
      {
        cwd: dir,
        env: { ...process.env, NODE_ENV: 'production' },
        timeout: BUILD_TIMEOUT_MS,
        killSignal: 'SIGKILL',
      },
    );
    leftovers.builds.add(build.child);
    try {
      await build;
    } catch (error) {
      if ((error as { killed?: boolean }).killed)
        throw new Error(
          `rspack build of mfe-${remote}'s next release did not finish in ${BUILD_TIMEOUT_MS / 1000} s`,
        );
      throw error;
    } finally {
      leftovers.builds.delete(build.child);
    }
    return {
      manifest: await loadManifest(dir),
      dist: path.join(dir, 'dist'),
      remove: () => removeFolder(dir),
    };
  } catch (error) {
    await removeFolder(dir);
    throw error;
  }
}
