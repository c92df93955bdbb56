// What each route's first view downloads, in bytes, read from the production build's own files (no browser, so
// the same build always gives the same figures): the shell's start-up scripts and index.html's inline scripts,
// plus for a remote's page its remoteEntry.js and the exposed module's chunk group (expose-chunks.json,
// tooling/rspack/exposeChunks.js), each file gzipped (level 6) and counted once per route. The budgets it is
// judged against are in route-budgets.mjs.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXPOSE_CHUNKS_FILE } from '../../tooling/rspack/exposeChunks.js';

/**
 * The home regions the home page loads with the page (shell/src/features/home/model/homeFirstView.json); its
 * other `home.*` regions load as the visitor scrolls near them (HomeLayout), so they are not its first view.
 * @param {string} shellDir
 * @returns {string[]}
 */
export function homeFirstView(shellDir) {
  const file = path.join(shellDir, 'src', 'features', 'home', 'model', 'homeFirstView.json');
  return JSON.parse(readFileSync(file, 'utf8')).regions;
}

/**
 * The start-up scripts: main.js, which index.html loads deferred, and the start-up's chunks, which it preloads.
 * e2e/tests/startup.spec.ts checks those are exactly the scripts the start-up loads, so reading
 * them here needs no browser.
 * @param {string} shellDist
 * @returns {string[]} file names relative to the shell's dist
 */
export function startupScripts(shellDist) {
  const index = path.join(shellDist, 'index.html');
  if (!existsSync(index)) throw new Error(`${index}: not found; build the shell first`);
  const html = readFileSync(index, 'utf8');
  const files = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attribute = (name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const preload = attribute('rel') === 'preload' && attribute('as') === 'script';
    const url = tag.startsWith('<script') ? attribute('src') : preload ? attribute('href') : undefined;
    // The shell's own files are root-relative; anything else (another origin) is not part of its build.
    if (url?.startsWith('/') && !url.startsWith('//')) files.add(url.slice(1));
  }
  if (!files.size) throw new Error(`${index}: no start-up script found`);
  return [...files].sort();
}

/** How the rows name index.html's own inline scripts: JavaScript every first view runs, though in no file. */
export const INLINE_SCRIPTS = 'index.html <script>s';

/**
 * The code of index.html's inline scripts (the head script that starts the config request, the cookie
 * notice's), one after the other; empty when it has none.
 * @param {string} shellDist
 */
export function inlineScripts(shellDist) {
  const html = readFileSync(path.join(shellDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?:\s[^>]*)?>([^]*?)<\/script>/g)]
    .filter(([tag]) => !/^<script[^>]*\ssrc=/.test(tag))
    .map(([, code]) => code)
    .join('\n');
}

const readJson = (dist, file, why) => {
  const where = path.join(dist, file);
  if (!existsSync(where)) throw new Error(`${where}: not found; ${why}`);
  return JSON.parse(readFileSync(where, 'utf8'));
};

/**
 * A remote's build: its entry (mf-manifest.json) and per exposed module ('./CoursesPage') the scripts it loads
 * before it runs (its chunk group, expose-chunks.json) and those it may import later (mf-manifest.json's `async`).
 * @param {string} dist
 */
export function remoteBuild(dist) {
  const manifest = readJson(dist, 'mf-manifest.json', 'build the remotes first');
  const groups = readJson(
    dist,
    EXPOSE_CHUNKS_FILE,
    'build the remotes first (tooling/rspack/exposeChunks.js)',
  );
  const { path: folder = '', name } = manifest.metaData.remoteEntry;
  return {
    entry: path.posix.join(folder, name),
    /** @type {Map<string, { sync: string[], async: string[] }>} */
    exposes: new Map(
      manifest.exposes.map((expose) => {
        const sync = groups[expose.name];
        if (!sync) throw new Error(`${path.join(dist, EXPOSE_CHUNKS_FILE)}: no scripts for ${expose.path}`);
        return [expose.path, { sync, async: expose.assets.js.async }];
      }),
    ),
  };
}

/** The modules a chunk holds, from its source map (`webpack://<name>/./src/...`, `.../node_modules/<pkg>/...`). */
export function chunkSources(dist, file) {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map))
    throw new Error(`${map}: not found; the production build writes a source map per chunk`);
  return JSON.parse(readFileSync(map, 'utf8')).sources;
}

const gzipped = new Map();
/** Bytes of a file at gzip level 6 (a common reference; the build's own .gz copies use level 9). */
export function gzipBytes(file) {
  if (!gzipped.has(file)) {
    if (!existsSync(file)) throw new Error(`${file}: not found; is the build complete?`);
    gzipped.set(file, gzipSync(readFileSync(file), { level: 6 }).length);
  }
  return gzipped.get(file);
}

/**
 * @typedef {{ name: string, dist: string, routes: { path: string, module: string }[],
 *   regions: Record<string, { module: string }> }} RemoteInput a remote's manifest (routes, regions) and its dist
 * @typedef {{ name: string, route: string, loads: string[], except: string[], why: string }} Variant a route's
 *   first view that also loads some of its page's lazy chunks (those holding a module matching `loads`); chunks
 *   every module of which matches `except` are listed but not counted
 * @typedef {{ origin: string, file: string, bytes: number }} Script one downloaded file; origin 'shell' or a remote
 * @typedef {{ route: string, name: string, remote: string, scripts: Script[], excepted: Script[], bytes: number }} Row
 */

/**
 * The first-view JavaScript of every route: the shell's own routes (start-up only, the home page also the
 * `homeRegions` it loads with the page) and every remote route (start-up, the remote's entry and its page's chunks), then each
 * variant as its own row.
 * @param {{ shellDist: string, shellRoutes: string[], homeRegions: string[], remotes: RemoteInput[], variants?: Variant[] }} build
 * @returns {Row[]}
 */
export function measureRoutes({ shellDist, shellRoutes, homeRegions, remotes, variants = [] }) {
  const builds = new Map(remotes.map((remote) => [remote.name, { ...remote, ...remoteBuild(remote.dist) }]));
  const startup = startupScripts(shellDist).map((file) => ({ origin: 'shell', dist: shellDist, file }));
  const inline = inlineScripts(shellDist);
  if (inline)
    startup.push({
      origin: 'shell',
      dist: shellDist,
      file: INLINE_SCRIPTS,
      bytes: gzipSync(inline, { level: 6 }).length,
    });

  /** The entry and the chunk group of one exposed module. */
  const page = (remoteName, module) => {
    const remote = builds.get(remoteName);
    const expose = remote?.exposes.get(module);
    if (!expose) throw new Error(`${remoteName}: its build exposes no ${module}; rebuild it`);
    return [remote.entry, ...expose.sync].map((file) => ({ origin: remoteName, dist: remote.dist, file }));
  };

  /** Each file once, however many parts of the page ask for it (the home regions share the remote's entry). */
  const row = (route, name, remote, files, excepted = []) => {
    const seen = new Map();
    for (const script of files) seen.set(`${script.origin}/${script.file}`, script);
    const sized = ({ origin, dist, file, bytes }) => ({
      origin,
      file,
      bytes: bytes ?? gzipBytes(path.join(dist, file)),
    });
    const scripts = [...seen.values()].map(sized);
    return {
      route,
      name,
      remote,
      scripts,
      excepted: excepted.map(sized),
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    };
  };

  const homeModules = remotes.flatMap((remote) =>
    Object.entries(remote.regions)
      .filter(([region]) => homeRegions.includes(region))
      .map(([, { module }]) => ({ remote: remote.name, module })),
  );
  const rows = shellRoutes.map((route) =>
    route === '/'
      ? row(route, route, 'shell', [
          ...startup,
          ...homeModules.flatMap(({ remote, module }) => page(remote, module)),
        ])
      : row(route, route, 'shell', startup),
  );
  const remoteRoutes = remotes.flatMap((remote) =>
    remote.routes.map((route) => ({ ...route, remote: remote.name })),
  );
  for (const { path: route, module, remote } of remoteRoutes)
    rows.push(row(route, route, remote, [...startup, ...page(remote, module)]));

  for (const variant of variants) {
    const target = remoteRoutes.find((route) => route.path === variant.route);
    if (!target) throw new Error(`variant "${variant.name}": no route ${variant.route} in the route table`);
    const remote = builds.get(target.remote);
    const matches = (patterns) => (source) => patterns.some((pattern) => source.includes(pattern));
    const lazy = remote.exposes
      .get(target.module)
      .async.map((file) => ({ file, sources: chunkSources(remote.dist, file) }))
      .filter(({ sources }) => sources.some(matches(variant.loads)));
    if (!lazy.length)
      throw new Error(`variant "${variant.name}": no lazy chunk of ${target.module} holds ${variant.loads}`);
    const asScript = ({ file }) => ({ origin: target.remote, dist: remote.dist, file });
    const isExcepted = ({ sources }) => sources.every(matches(variant.except));
    rows.push(
      row(
        variant.route,
        variant.name,
        target.remote,
        [
          ...startup,
          ...page(target.remote, target.module),
          ...lazy.filter((c) => !isExcepted(c)).map(asScript),
        ],
        lazy.filter(isExcepted).map(asScript),
      ),
    );
  }
  return rows;
}
