// Lighthouse 12 scores (mobile defaults) of the home page and a course page of the composed production build.
// Starts the e2e stack (ports 18080 …), runs the e2e package's Lighthouse 12 in Debian Chromium, prints the scores and,
// with --write, replaces the figures in docs/PERFORMANCE.md (section "Lighthouse"). Not part of npm test.
//
//   node e2e/lighthouse/run.mjs [--write] [--runs N] [--keep DIR]
// --keep DIR leaves every JSON report in DIR (to read an audit's details) instead of deleting them.
import { spawn, execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.mjs';

// The e2e package's own devDependency (pinned), so a run needs no download.
const LIGHTHOUSE_CLI = fileURLToPath(new URL('../node_modules/lighthouse/cli/index.js', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_EXECUTABLE;
// The flags these machines need (e2e/support/chromium.mjs), plus headless.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
const SITE = 'http://127.0.0.1:18080';
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Course page', path: '/course/python-programming-masterclass' },
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const args = process.argv.slice(2);
const write = args.includes('--write');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Math.max(1, Number(args[runsIndex + 1]));
const keepIndex = args.indexOf('--keep');
const keepDir = keepIndex === -1 ? undefined : args[keepIndex + 1];

async function waitFor(url, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startStack() {
  const child = spawn(process.execPath, ['scripts/stack.mjs', '--profile', 'e2e', '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

function stopStack(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function audit(url, outDir, index) {
  const output = join(outDir, `report-${index}.json`);
  await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(await readFile(output, 'utf8'));
  return {
    version: report.lighthouseVersion,
    userAgent: report.environment?.hostUserAgent ?? '',
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]),
    ),
    metrics: {
      fcp: report.audits['first-contentful-paint']?.displayValue ?? '',
      lcp: report.audits['largest-contentful-paint']?.displayValue ?? '',
      tbt: report.audits['total-blocking-time']?.displayValue ?? '',
      cls: report.audits['cumulative-layout-shift']?.displayValue ?? '',
    },
  };
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
function median(results) {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)];
}

function table(rows) {
  const header = '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |';
  const rule = '| --- | --- | --- | --- | --- | --- | --- | --- | --- |';
  const lines = rows.map(
    ({ page, result: { scores, metrics } }) =>
      `| ${page.name} (\`${page.path}\`) | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metrics.fcp} | ${metrics.lcp} | ${metrics.tbt} | ${metrics.cls} |`,
  );
  return [header, rule, ...lines].join('\n');
}

const START = '<!-- lighthouse:results:start -->';
const END = '<!-- lighthouse:results:end -->';

async function writeDoc(body) {
  const file = join(root, 'docs/PERFORMANCE.md');
  const doc = await readFile(file, 'utf8');
  const block = `${START}\n\n${body}\n\n${END}`;
  const at = doc.indexOf(START);
  const next = at === -1 ? doc : doc.slice(0, at) + block + doc.slice(doc.indexOf(END) + END.length);
  if (at === -1) throw new Error(`docs/PERFORMANCE.md has no ${START} marker`);
  await writeFile(file, next);
  // npm test checks formatting: align the new table as Prettier does.
  await run(process.execPath, [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', file]);
}

const stack = startStack();
const outDir = keepDir ?? (await mkdtemp(join(tmpdir(), 'lighthouse-')));
if (keepDir) await mkdir(keepDir, { recursive: true });
try {
  await waitFor(`${SITE}/config.json`, 180_000);
  const rows = [];
  for (const page of PAGES) {
    const url = SITE + page.path;
    // A first visit warms the static servers and the API (as a returning visitor's CDN would be).
    await fetch(url);
    const results = [];
    for (let index = 0; index < runs; index += 1)
      results.push(await audit(url, outDir, `${rows.length}-${index}`));
    rows.push({ page, result: median(results) });
    console.info(`${page.name}: ${JSON.stringify(median(results).scores)}`);
  }
  const { version } = rows[0].result;
  const chromium = (await run(CHROME_PATH, ['--version'])).stdout.trim();
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse ${version} (mobile defaults: emulated`,
    `mid-range phone, simulated slow 4G and 4× CPU slowdown), ${chromium}, median of ${runs} runs per page, against`,
    'the e2e stack on this machine (production builds, every remote on its own origin).',
    '',
    table(rows),
  ].join('\n');
  console.info(`\n${body}`);
  if (write) await writeDoc(body);
} finally {
  await stopStack(stack);
  if (!keepDir) await rm(outDir, { recursive: true, force: true });
}
