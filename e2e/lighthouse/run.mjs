// Lighthouse 12 scores (mobile defaults) of four pages of the composed production build: home and a course page as
// a visitor, a lesson and checkout signed in (checkout with its billing form filled). Starts the e2e stack (ports
// 18080 …), runs the e2e package's Lighthouse 12 through its Node API in Debian Chromium driven by Puppeteer, prints
// the scores and, with --write, replaces the figures in docs/PERFORMANCE.md (section "Lighthouse"). Not part of
// npm test.
//
//   node e2e/lighthouse/run.mjs [--write] [--runs N] [--keep DIR [--keep-artifacts]] [--only Home,Lesson]
//     [--cpu-slowdown X]
// Unless --cpu-slowdown is given, each run is also scored again from the same page load with the CPU slowdown
// calibrated to this machine's CPU benchmark index, the median of the batch's runs (calibration.mjs: what
// Lighthouse's docs advise for a host unlike its reference one), printed and written as a second table. Each run's
// artifacts are held in memory until then (tens of MB a run): fine for the default 3 runs of 4 pages.
// --keep DIR leaves every JSON report in DIR (to read an audit's details) instead of deleting them; with
// --keep-artifacts also each run's artifacts (its trace and network log, ~8 MB), which lantern-lcp.mjs reads.
// --only NAMES audits only those pages (by their table name), for a quick look at one change; not with --write.
// --cpu-slowdown X simulates the phone's CPU X times slower than this machine instead of 4 (0.05: nearly free), to
// see how much of a metric is the network's and how much the main thread's; not with --write.
import { spawn, execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import lighthouse, { auditFlowArtifacts, startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { identityAdminHeaders } from '../../scripts/lib/identity-secrets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.mjs';
import { calibratedSlowdown } from './calibration.mjs';

const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM_EXECUTABLE;
const SITE = 'http://127.0.0.1:18080';
// A lesson with the self-hosted video player (open to any signed-in learner) and the checkout of a paid course.
const LESSON = { name: 'Lesson', path: '/course/free-trial/chapter/1/lesson/2', signedIn: true };
const CHECKOUT = { name: 'Checkout', path: '/checkout?courseId=5', signedIn: true, billing: true };
const PAGES = [
  { name: 'Home', path: '/' },
  { name: 'Course page', path: '/course/python-programming-masterclass' },
  LESSON,
  CHECKOUT,
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = { onlyCategories: CATEGORIES, output: 'json', logLevel: 'error' };
// Signed in: Lighthouse must not clear the site's storage (the session lives in localStorage); the HTTP cache is
// cleared before each run instead, so every run is a cold load like the visitor's.
const SIGNED_IN_FLAGS = { ...FLAGS, disableStorageReset: true };
// The e2e stack's data folder, which holds the identity provider's admin credential.
const E2E_DATA = fileURLToPath(new URL('../../.data/e2e/', import.meta.url));

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
const args = process.argv.slice(2);
const write = args.includes('--write');
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Math.max(1, Number(args[runsIndex + 1]));
const keepIndex = args.indexOf('--keep');
const keepDir = keepIndex === -1 ? undefined : args[keepIndex + 1];
const keepArtifacts = args.includes('--keep-artifacts');
if (keepArtifacts && !keepDir) throw new Error('--keep-artifacts needs --keep DIR');
// `--only Home,Lesson`: a subset of the pages by name, to measure one change quickly; never written to the doc.
const onlyIndex = args.indexOf('--only');
const only = onlyIndex === -1 ? undefined : args[onlyIndex + 1].split(',');
if (only && write) throw new Error('--write records all four pages; it cannot be combined with --only');
// Lighthouse merges a partial throttling setting into its mobile defaults (slow 4G stays as it is).
const cpuIndex = args.indexOf('--cpu-slowdown');
const cpuSlowdown = cpuIndex === -1 ? undefined : Number(args[cpuIndex + 1]);
if (cpuSlowdown !== undefined && !(cpuSlowdown > 0))
  throw new Error('--cpu-slowdown takes a positive number, e.g. 0.05');
if (cpuSlowdown !== undefined && write)
  throw new Error('--write records the mobile defaults; it cannot be combined with --cpu-slowdown');
if (cpuSlowdown !== undefined) {
  FLAGS.throttling = { cpuSlowdownMultiplier: cpuSlowdown };
  SIGNED_IN_FLAGS.throttling = FLAGS.throttling;
}
const unknown = only?.filter((name) => !PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length > 0)
  throw new Error(`--only: no page named ${unknown.join(', ')} (${PAGES.map((p) => p.name).join(', ')})`);

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

/** The figures of one Lighthouse result: the category scores and the load metrics. */
function figures(lhr) {
  return {
    version: lhr.lighthouseVersion,
    // How fast this machine ran Lighthouse's own CPU test: the simulated 4x slowdown scales real task times, so
    // TBT (and the score) move with it; figures compare only at a similar index.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scores: Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ),
    metrics: {
      fcp: lhr.audits['first-contentful-paint']?.displayValue ?? '',
      lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
      tbt: lhr.audits['total-blocking-time']?.displayValue ?? '',
      cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
    },
    // What costs points: each audit's share of its category's weight it did not earn.
    losses: Object.fromEntries(
      ['performance', 'accessibility'].map((id) => [
        id,
        (lhr.categories[id]?.auditRefs ?? [])
          .map((ref) => ({ id: ref.id, lost: ref.weight * (1 - (lhr.audits[ref.id]?.score ?? 1)) }))
          .filter(({ lost }) => lost > 0)
          .sort((a, b) => b.lost - a.lost)
          .slice(0, 3)
          .map(({ id: audit, lost }) => `${audit} (${lost.toFixed(1)})`),
      ]),
    ),
  };
}

async function keep(outDir, name, value) {
  await writeFile(join(outDir, `${name}.json`), JSON.stringify(value));
}

/**
 * Scores gathered page loads (navigation steps) again with another CPU slowdown, so both figures come from one
 * load. Simulated throttling throttles nothing while it gathers (lighthouse/core/lib/emulation.js: only the
 * `devtools` method does) and applies the slowdown when it audits, so the settings the artifacts were gathered
 * with may say the new slowdown: Lighthouse refuses an audit whose settings differ from the gathering's, to protect
 * settings that do change a load.
 */
async function rescored(gatherSteps, slowdown) {
  const { steps } = await auditFlowArtifacts({
    name: 'calibrated',
    gatherSteps: gatherSteps.map(({ artifacts, flags }) => {
      if (artifacts.settings.throttlingMethod !== 'simulate')
        throw new Error(`calibrating needs simulated throttling, not ${artifacts.settings.throttlingMethod}`);
      const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
      return {
        artifacts: { ...artifacts, settings: { ...artifacts.settings, throttling } },
        flags: { ...flags, throttling },
      };
    }),
  });
  const { scores, metrics } = figures(steps[0].lhr);
  return { performance: scores.performance, metrics };
}

/** Empties the HTTP cache and nothing else, so a signed-in run starts cold but keeps its session. */
async function clearHttpCache(page) {
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** One navigation audit in a new tab; Lighthouse applies the mobile emulation itself. */
async function audit(browser, page, outDir, index) {
  const tab = await browser.newPage();
  try {
    if (page.signedIn) await clearHttpCache(tab);
    const result = await lighthouse(
      SITE + page.path,
      page.signedIn ? SIGNED_IN_FLAGS : FLAGS,
      undefined,
      tab,
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
    await keep(outDir, `report-${index}`, result.lhr);
    if (keepArtifacts) await keep(outDir, `artifacts-${index}`, result.artifacts);
    return {
      ...figures(result.lhr),
      loads: [{ artifacts: result.artifacts, flags: page.signedIn ? SIGNED_IN_FLAGS : FLAGS }],
    };
  } finally {
    await tab.close();
  }
}

/**
 * Checkout with billing filled: its form is never persisted (checkoutSlice, persist: false), so a navigation
 * alone always shows it empty. A user flow measures the cold load, then the filling (the payment link is made and
 * the payment frame loads) as a timespan, then the filled page as a snapshot. The row's performance and load
 * metrics are the navigation's; its accessibility, best practices and SEO the lower of the empty and filled page.
 */
async function auditCheckout(browser, page, outDir, index) {
  const tab = await browser.newPage();
  try {
    await clearHttpCache(tab);
    const flow = await startFlow(tab, { name: 'Checkout, billing filled', flags: SIGNED_IN_FLAGS });
    await flow.navigate(SITE + page.path, { name: 'Cold load' });
    await flow.startTimespan({ name: 'Filling billing' });
    await tab.locator('input[autocomplete="name"]').fill('Ada Learner');
    await tab.locator('input[autocomplete="address-line1"]').fill('1 Herzl Street');
    await tab.locator('input[autocomplete="address-level2"]').fill('Berlin');
    await tab.select('select[autocomplete="country"]', 'DE');
    // Chosen in the page, not by a click at its position: on a phone screen the cookie notice covers it.
    const card = await tab.locator('::-p-aria([name="Credit/Debit Card"][role="radio"])').waitHandle();
    await card.evaluate((radio) => radio.click());
    await tab.waitForSelector('iframe[title="Secure payment"]', { timeout: 30_000 });
    await flow.endTimespan();
    await flow.snapshot({ name: 'Billing filled' });
    const { steps } = await flow.createFlowResult();
    await keep(outDir, `flow-${index}`, steps);
    const [loaded, filling, filled] = steps.map((step) => figures(step.lhr));
    const scores = { ...loaded.scores };
    for (const id of ['accessibility', 'best-practices', 'seo'])
      scores[id] = Math.min(loaded.scores[id], filled.scores[id]);
    return {
      ...loaded,
      scores,
      filling: filling.metrics,
      losses: { ...loaded.losses, filledAccessibility: filled.losses.accessibility },
      // The cold load only: the timespan is throttled for real (Lighthouse's `devtools` method), not simulated.
      loads: flow.createArtifactsJson().gatherSteps.slice(0, 1),
    };
  } finally {
    await tab.close();
  }
}

/** The site's identity provider (its runtime config). */
async function identity() {
  const response = await fetch(`${SITE}/config.json`);
  if (!response.ok) throw new Error(`GET /config.json: HTTP ${response.status}`);
  return (await response.json()).identity;
}

/** One call of the identity provider's JSON API (cognito-local speaks the Cognito wire format). */
async function cognito(endpoint, target, data, { admin = false } = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      ...(admin ? await identityAdminHeaders(E2E_DATA) : {}),
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(data),
  });
  if (!response.ok) throw new Error(`${target}: HTTP ${response.status} ${await response.text()}`);
}

/** A fresh confirmed learner, made as e2e/support/learners.ts makes one (no sign-up form to measure here). */
async function newLearner() {
  const { endpoint, userPoolId, userPoolClientId } = await identity();
  const email = `lighthouse.${Date.now()}@example.com`;
  const password = 'Learn@2024x';
  await cognito(
    endpoint,
    'SignUp',
    {
      ClientId: userPoolClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: 'Lighthouse Learner' },
      ],
    },
    { admin: true },
  );
  await cognito(endpoint, 'AdminConfirmSignUp', { UserPoolId: userPoolId, Username: email }, { admin: true });
  return { email, password, userPoolClientId };
}

/** Signs in through the shell's modal, as a learner does; the session then lives in this browser's localStorage. */
async function signIn(browser, { email, password, userPoolClientId }) {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${SITE}/`);
    // The newsletter offer opens by itself 3 s into a first visit and covers the page: closed first, as a
    // returning learner would have.
    await tab
      .locator('::-p-aria([name="Get 30% Off Now!"][role="dialog"]) ::-p-aria([name="Close"][role="button"])')
      .setTimeout(15_000)
      .click();
    await tab.locator('header ::-p-aria([name="Sign In"][role="button"])').click();
    await tab.locator('form[aria-label="Sign In"] input[type="email"]').fill(email);
    await tab.locator('form[aria-label="Sign In"] input[type="password"]').fill(password);
    // Signing in reloads the site, which then stores the signed-in state: a learner's next visit starts from it.
    // Closing the tab before that measured a visit whose stored state still said signed out (the lesson page
    // showed its sign-in notice for a frame: a layout shift no learner who signed in here would see).
    const reloaded = tab.waitForNavigation({ waitUntil: 'networkidle2', timeout: 30_000 });
    await tab.locator('form[aria-label="Sign In"] button[type="submit"]').click();
    await reloaded;
    await tab.waitForFunction(
      (prefix) =>
        Object.keys(localStorage).some((key) => key.startsWith(prefix) && key.endsWith('.accessToken')),
      { timeout: 30_000 },
      `CognitoIdentityServiceProvider.${userPoolClientId}.`,
    );
  } finally {
    await tab.close();
  }
}

/** The middle item by a number (the upper one of an even count). */
function middle(items, numberOf) {
  return [...items].sort((a, b) => numberOf(a) - numberOf(b))[Math.floor(items.length / 2)];
}

/** The run with the median performance score (Lighthouse's own advice for noisy machines). */
const median = (results) => middle(results, (result) => result.scores.performance);

/** "low-high" of some numbers, or the one number. */
function range(values) {
  const [low, high] = [Math.min(...values), Math.max(...values)].map((value) => value.toFixed(0));
  return low === high ? low : `${low}-${high}`;
}

/** The CPU benchmark index of every run of the batch. */
const indexesOf = (rows) => rows.flatMap(({ results }) => results.map((result) => result.benchmarkIndex));

/** The median CPU benchmark index of every run: the machine's speed for the batch. */
const batchIndex = (rows) => middle(indexesOf(rows), (index) => index);

/** The calibrated figures of each page's median calibrated run. */
function calibratedTable(rows) {
  const header = '| page | performance | FCP | LCP | TBT |';
  const rule = '| --- | --- | --- | --- | --- |';
  const lines = rows.map(
    ({ page, calibrated: { performance, metrics } }) =>
      `| ${page.name} | ${performance} | ${metrics.fcp} | ${metrics.lcp} | ${metrics.tbt} |`,
  );
  return [header, rule, ...lines].join('\n');
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
const launch = () =>
  puppeteer.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    defaultViewport: null,
  });
// Visitors and the learner each get a browser of their own: a visitor's run resets the site's storage, which
// would sign the learner out.
const browsers = [];
try {
  await waitFor(`${SITE}/config.json`, 180_000);
  const rows = [];
  let learnerBrowser;
  const visitorBrowser = await launch();
  browsers.push(visitorBrowser);
  for (const page of PAGES.filter(({ name }) => !only || only.includes(name))) {
    if (page.signedIn && !learnerBrowser) {
      learnerBrowser = await launch();
      browsers.push(learnerBrowser);
      await signIn(learnerBrowser, await newLearner());
    }
    const browser = page.signedIn ? learnerBrowser : visitorBrowser;
    // A first visit warms the static servers and the API (as a returning visitor's CDN would be).
    await fetch(SITE + page.path);
    const results = [];
    for (let index = 0; index < runs; index += 1) {
      const name = `${rows.length}-${index}`;
      results.push(await (page.billing ? auditCheckout : audit)(browser, page, outDir, name));
    }
    const result = median(results);
    rows.push({ page, result, results });
    console.info(`${page.name}: ${JSON.stringify(result.scores)}, losing ${JSON.stringify(result.losses)}`);
  }
  // One slowdown for the whole batch, from its median index: one load's own index is a half-second sample of a
  // machine whose load changes from second to second, and moved single runs from 2.5x to 5.7x.
  // A calibration that fails (a host too slow for the calculator) leaves the defaults' table to print and write.
  let slowdown;
  if (cpuSlowdown === undefined) {
    try {
      const calibrated = calibratedSlowdown(batchIndex(rows));
      for (const row of rows) {
        const scored = [];
        // Each run's artifacts are dropped once rescored: the next rows' rescoring can have their memory.
        for (const run of row.results) scored.push(await rescored(run.loads.splice(0), calibrated));
        row.calibrated = middle(scored, (run) => run.performance);
        console.info(
          `${row.page.name}, calibrated to ${calibrated.toFixed(2)}x: ${scored.map((run) => run.performance).join(', ')}`,
        );
      }
      slowdown = calibrated;
    } catch (error) {
      console.error(`No calibrated table: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const { version } = rows[0].result;
  const chromium = (await run(CHROME_PATH, ['--version'])).stdout.trim();
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} with Lighthouse ${version} (mobile defaults: emulated`,
    `mid-range phone, simulated slow 4G and ${cpuSlowdown ?? 4}× CPU slowdown), ${chromium}, median of ${runs} runs per page, against`,
    'the e2e stack on this machine (production builds, every remote on its own origin).',
    `Lighthouse's CPU benchmark index on this machine: ${range(indexesOf(rows))} (higher is faster; the simulated`,
    "slowdown scales the page's real task times, so TBT and the score compare only at a similar index).",
    "Home and the course page are a visitor's first visit; the lesson and checkout are a signed-in learner's, with",
    'the HTTP cache emptied before each run. Checkout is a user flow: its performance and load metrics are the cold',
    "load's, its other scores the lower of the empty page and the page with billing filled (name, address, city,",
    'country, the card chosen: the payment link is made and the payment frame shown).',
    '',
    table(rows),
    ...rows
      .filter(({ result }) => result.filling)
      .map(
        ({ page, result: { filling } }) =>
          `\n${page.name}, while billing is filled (timespan): TBT ${filling.tbt}, CLS ${filling.cls}.`,
      ),
    ...(slowdown !== undefined
      ? [
          '',
          `The same page loads scored with the CPU slowdown calibrated to the runs' median benchmark index, ${Math.round(
            batchIndex(rows),
          )}: ${slowdown.toFixed(1)}× (\`e2e/lighthouse/calibration.mjs\`, the calculator Lighthouse's docs link: 4× at`,
          "an index of ~1,533, less on a slower host), so the simulated phone is about the same whatever this machine's",
          'speed; median of the calibrated scores.',
          '',
          calibratedTable(rows),
        ]
      : []),
  ].join('\n');
  console.info(`\n${body}`);
  if (write) await writeDoc(body);
} finally {
  await Promise.all(browsers.map((browser) => browser.close()));
  await stopStack(stack);
  if (!keepDir) await rm(outDir, { recursive: true, force: true });
}
