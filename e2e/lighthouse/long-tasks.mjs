// Where a page load's long tasks go: each main-thread task over 50 ms at Lighthouse's 4x CPU slowdown, with the
// source files that ran in it (sampled time, through the builds' source maps) and the functions with the most
// self time. What Lighthouse's TBT counts, opened up; docs/PERFORMANCE.md reads its figures.
//
//   node e2e/lighthouse/long-tasks.mjs [--signed-in] [--runs N] [--cpu-slowdown X] [--until-lcp] [--forced] PATH...
// --cpu-slowdown X throttles the CPU X times instead of 4 (DevTools' throttling): on a host much faster than
// Lighthouse's reference one, the calibrated multiplier `run.mjs` prints shows what a phone would block on.
// --signed-in signs the demo learner in first (for a lesson, checkout, My Courses); --runs repeats each path.
// --until-lcp also sums every main-thread task, long or not, from the document's parsing to the largest paint:
// what Lighthouse's simulated LCP counts (at 4x), by source, by kind of rendering work and the rest.
// --forced also lists every style or layout that script forced (a read of a box or a style, a focus() while the
// page is changing), with where the code that asked is (the name at that place, file and line, through the source
// maps): work a frame would otherwise do once.
// It starts the e2e stack of the production builds itself (so not while the Playwright suite runs); build first.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.mjs';
import { partFolder, profileSettings } from '../../scripts/lib/stack.mjs';
import { DEMO_USER } from '../../scripts/lib/identity.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const signedIn = args.includes('--signed-in');
const untilLcp = args.includes('--until-lcp');
const forced = args.includes('--forced');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 1 : Math.max(1, Number(args[runsIndex + 1]));
const slowdownIndex = args.indexOf('--cpu-slowdown');
const cpuSlowdown = slowdownIndex === -1 ? 4 : Number(args[slowdownIndex + 1]);
if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number of at least 1');
const paths = args.filter(
  (arg, index) => arg.startsWith('/') && args[index - 1] !== '--runs' && args[index - 1] !== '--cpu-slowdown',
);
if (paths.length === 0)
  throw new Error('name at least one path, e.g. / or /course/free-trial/chapter/1/lesson/2');

const { ports } = profileSettings('e2e');
const SITE = `http://127.0.0.1:${ports.shell}`;
// Which build's dist folder serves each port, to read its source maps.
const distByPort = new Map([
  [String(ports.shell), join(root, 'shell/dist')],
  ...Object.entries(ports.remotes).map(([name, port]) => [
    String(port),
    join(root, partFolder(name), 'dist'),
  ]),
]);

const maps = new Map();
/** A script's name and its build's source map (null when there is none), for a URL the stack serves. */
function scriptOf(url) {
  const match = /^https?:\/\/[^:/]+:(\d+)\/([^?#]+)/.exec(url);
  if (!match) return undefined;
  const file = join(distByPort.get(match[1]) ?? '', match[2]);
  if (!maps.has(file)) {
    maps.set(
      file,
      existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null,
    );
  }
  return { name: match[2], map: maps.get(file) };
}

/** A source file's name as the output shows it: the site's files by path, a package as one source. */
function shortSource(originalSource) {
  const source = originalSource
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, 'npm:');
  // A package counts as one source; the site's own files stay separate.
  return source.startsWith('npm:')
    ? source
        .split('/')
        .slice(0, source.startsWith('npm:@') ? 2 : 1)
        .join('/')
    : source;
}

/** The source file of a profile's call frame (0-based line and column). */
function sourceOf(frame) {
  const script = scriptOf(frame.url);
  if (!script) return frame.url || `(${frame.functionName})`;
  const entry = script.map?.findEntry(frame.lineNumber, frame.columnNumber);
  return entry?.originalSource ? shortSource(entry.originalSource) : script.name;
}

/** Where a trace's stack frame (1-based line and column) is in the sources: the name there, file and line. */
function placeOf(frame) {
  const name = frame.functionName || '(anonymous)';
  const script = scriptOf(frame.url);
  if (!script) return `${name} in ${frame.url || '(native)'}`;
  const entry = script.map?.findEntry(frame.lineNumber - 1, frame.columnNumber - 1);
  if (!entry?.originalSource) return `${name} in ${script.name}`;
  return `${entry.name || name} in ${shortSource(entry.originalSource)}:${String(entry.originalLine + 1)}`;
}

async function signIn(page) {
  await page.goto(`${SITE}/`);
  await page.getByRole('dialog', { name: 'Get 30% Off Now!' }).getByRole('button', { name: 'Close' }).click();
  await page.locator('header').getByRole('button', { name: 'Sign In' }).click();
  const form = page.locator('form[aria-label="Sign In"]');
  await form.locator('input[type="email"]').fill(DEMO_USER.email);
  await form.locator('input[type="password"]').fill(DEMO_USER.password);
  // Signing in reloads the site once: wait for that load (the first has fired) and let it settle, or the
  // measured navigation races it.
  const reloaded = page.waitForEvent('load');
  await form.locator('button[type="submit"]').click();
  await page.waitForFunction(() => Object.keys(localStorage).some((key) => key.endsWith('.accessToken')));
  await reloaded;
  await page.waitForLoadState('networkidle');
}

async function measure(browser, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  if (signedIn) await signIn(page);
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      // The stack of the script that forced a style or layout.
      ...(forced ? ['disabled-by-default-devtools.timeline.stack'] : []),
    ],
  });
  await cdp.send('Profiler.start');
  await page.goto(SITE + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  // The trace stops first: stopping the profiler is a task of its own on the page's main thread (~110 ms at 4x).
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();

  const mainThread = events.find(
    (event) =>
      event.name === 'thread_name' &&
      event.args.name === 'CrRendererMain' &&
      events.some((other) => other.pid === event.pid && other.name === 'ParseHTML'),
  );
  const parse = events.find((event) => event.pid === mainThread.pid && event.name === 'ParseHTML');
  const allTasks = events
    .filter(
      (event) =>
        event.pid === mainThread.pid &&
        event.tid === mainThread.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts + event.dur >= parse.ts,
    )
    .sort((a, b) => a.ts - b.ts);
  const tasks = allTasks.filter((event) => event.dur > 50_000);
  const lcp = events
    .filter((event) => event.pid === mainThread.pid && event.name === 'largestContentfulPaint::Candidate')
    .at(-1);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const samples = [];
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    time += profile.timeDeltas[index];
    samples.push([time, id]);
  });
  // Not code: native work, idle time and the profile root (named "((program))" and so on by sourceOf).
  const idle = /^\(\((root|program|idle|garbage collector)\)\)$/;
  const described = (task) => {
    const inside = samples.filter(([at]) => at >= task.ts && at <= task.ts + task.dur);
    const share = inside.length === 0 ? 0 : task.dur / 1000 / inside.length;
    const inclusive = new Map();
    const self = new Map();
    for (const [, id] of inside) {
      const leaf = nodes.get(id).callFrame;
      const leafKey = `${leaf.functionName || '(anonymous)'} in ${sourceOf(leaf)}`;
      self.set(leafKey, (self.get(leafKey) ?? 0) + share);
      const seen = new Set();
      for (let node = id; node !== undefined; node = parents.get(node)) {
        const source = sourceOf(nodes.get(node).callFrame);
        if (seen.has(source) || idle.test(source)) continue;
        seen.add(source);
        inclusive.set(source, (inclusive.get(source) ?? 0) + share);
      }
    }
    // The renderer's own work in the task (style, layout, paint, HTML and CSS parsing), which the profile
    // shows only as "(program)".
    const rendering = new Map();
    for (const event of events) {
      if (
        event.pid !== mainThread.pid ||
        event.tid !== mainThread.tid ||
        event.ph !== 'X' ||
        !RENDERING.has(event.name) ||
        event.ts < task.ts ||
        event.ts > task.ts + task.dur
      )
        continue;
      rendering.set(event.name, (rendering.get(event.name) ?? 0) + event.dur / 1000);
    }
    return { start: (task.ts - parse.ts) / 1000, duration: task.dur / 1000, inclusive, self, rendering };
  };
  const forcedWork = events
    .filter(
      (event) =>
        event.pid === mainThread.pid &&
        event.tid === mainThread.tid &&
        (event.name === 'Layout' || event.name === 'UpdateLayoutTree') &&
        event.args?.beginData?.stackTrace?.length,
    )
    .map((event) => ({
      at: (event.ts - parse.ts) / 1000,
      name: event.name,
      duration: event.dur / 1000,
      by: event.args.beginData.stackTrace.slice(0, 3).map(placeOf).join(' < '),
    }));
  const beforeLcp = lcp ? allTasks.filter((task) => task.ts < lcp.ts).map(described) : [];
  return {
    tasks: tasks.map(described),
    lcp: lcp && { at: (lcp.ts - parse.ts) / 1000, before: beforeLcp },
    forcedWork,
  };
}

/** Adds up the described tasks' maps. */
function sum(described, key) {
  const total = new Map();
  for (const task of described)
    for (const [name, ms] of task[key]) total.set(name, (total.get(name) ?? 0) + ms);
  return total;
}

const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'Decode Image',
  'HitTest',
]);

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(' | ');

const stack = spawn(process.execPath, ['scripts/stack.mjs', '--profile', 'e2e', '--quiet'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const started = Date.now();
  for (;;) {
    const up = await fetch(`${SITE}/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() - started > 180_000) throw new Error(`${SITE} did not answer within 180 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
  });
  try {
    for (const path of paths) {
      for (let run = 1; run <= runs; run += 1) {
        const { tasks, lcp, forcedWork } = await measure(browser, path);
        const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        console.info(
          `\n${path}${runs > 1 ? ` (run ${run})` : ''}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms`,
        );
        for (const task of tasks) {
          console.info(`  at ${Math.round(task.start)} ms, ${Math.round(task.duration)} ms`);
          console.info(`    sources: ${top(task.inclusive, 10)}`);
          console.info(`    self:    ${top(task.self, 6)}`);
          if (task.rendering.size > 0) console.info(`    render:  ${top(task.rendering, 6)}`);
        }
        if (untilLcp && lcp) {
          const busy = lcp.before.reduce((total, task) => total + task.duration, 0);
          const rendering = sum(lcp.before, 'rendering');
          const sampled = sum(lcp.before, 'self');
          const code = [...sampled].reduce((total, [name, ms]) => total + (/in \(\(/.test(name) ? 0 : ms), 0);
          const renderingMs = [...rendering.values()].reduce((total, ms) => total + ms, 0);
          console.info(
            `  until the largest paint at ${Math.round(lcp.at)} ms: ${lcp.before.length} tasks, ${Math.round(busy)} ms busy` +
              ` (code ${Math.round(code)}, rendering ${Math.round(renderingMs)}, the rest ${Math.round(busy - code - renderingMs)})`,
          );
          console.info(`    sources: ${top(sum(lcp.before, 'inclusive'), 16)}`);
          console.info(`    self:    ${top(sampled, 10)}`);
          console.info(`    render:  ${top(rendering, 8)}`);
        }
        if (forced) {
          const total = forcedWork.reduce((sum, work) => sum + work.duration, 0);
          console.info(`  forced by script: ${forcedWork.length} times, ${Math.round(total)} ms`);
          for (const work of forcedWork)
            console.info(
              `    at ${Math.round(work.at)} ms, ${work.name} ${work.duration.toFixed(1)} ms: ${work.by}`,
            );
        }
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  stack.kill('SIGTERM');
}
