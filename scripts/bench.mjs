// `pnpm bench` (add `--write` to record the figures in docs/PERFORMANCE.md). Measures, in one run on this
// machine:
//  (a) GET /courses under load: the real API (fresh SQLite file) next to a bare Fastify route that returns the
//      same JSON, so the cost of the service's own work (query, contract validation, envelope) is visible;
//  (b) what /courses costs a browser: the JavaScript it downloads per origin (raw and gzipped) and how many
//      copies of each shared singleton it loaded (Module Federation share scope and downloaded scripts);
//  (c) lesson completion under load: POST /lesson/complete against the real API (fresh SQLite file, tokens
//      signed here and checked against a JWKS this script serves on loopback), each request a different
//      (learner, lesson), then every acknowledged completion looked up in the database after the API is
//      killed. `--completions` runs (and with `--write` records) only this part;
//  (d) Run & Check in Chromium (scripts/lib/bench-exercise.mjs): bytes of an exercise lesson and of a lesson
//      without one (which fails the bench if it downloads Pyodide or the editor), opening to a ready runner
//      (cold and warm cache), Run to first output. `--exercise` runs (and records) only this part.
// Not part of `npm test`: the figures depend on the machine, so nothing here asserts a time; (c) does fail
// when an acknowledged completion is missing.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromiumLaunchOptions } from '../e2e/support/chromium.mjs';
import { reactDefinitions, readShareScope, SINGLETON_PACKAGES } from '../e2e/support/singletons.mjs';
import { benchmarkExerciseLessons, exerciseReport, plainLessonIsLean } from './lib/bench-exercise.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { profileSettings } from './lib/stack.mjs';
import { REMOTES } from './lib/remotes.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_S = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOST = '127.0.0.1';
const STAGE = '/dev';
const write = process.argv.includes('--write');
const onlyCompletions = process.argv.includes('--completions');
const onlyExercise = process.argv.includes('--exercise');
/** Learners in the completion run; each has every trial lesson to complete, so requests never repeat. */
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 4000);

const apiDir = path.join(repoRoot, 'api');
const requireFromApi = createRequire(path.join(apiDir, 'package.json'));
const autocannon = requireFromApi('autocannon');

/** playwright-core, reached through the e2e package's @playwright/test (pnpm keeps it out of the root). */
function loadPlaywrightCore() {
  const fromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright'));
  return fromPlaywright('playwright-core');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForUrl(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (code ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a process whose output is kept (and shown only if it fails), and waits until `readyUrl` answers. */
async function startProcess(name, command, args, { cwd = repoRoot, env = {}, readyUrl }) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await waitForUrl(readyUrl, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw new Error(`${name} did not start: ${error.message}\n${output}`);
  }
  return {
    /** Ends the process at once (SIGKILL), as a crash would, and waits until it is gone. */
    async kill() {
      if (child.exitCode !== null) return;
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function runLoad(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, pipelining: 1, duration }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The app client the bench's tokens are issued to, as the site's web client is. */
const BENCH_CLIENT_ID = 'bench-web';

/** A local identity provider on loopback: the JWKS the API verifies against, and the signer of access tokens. */
async function startIdentity() {
  const { exportJWK, generateKeyPair, SignJWT } = await import(
    pathToFileURL(requireFromApi.resolve('jose')).href
  );
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'bench-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((request, response) => {
    const found = request.url === '/bench-pool/.well-known/jwks.json';
    response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    response.end(found ? JSON.stringify({ keys: [jwk] }) : '{}');
  });
  await new Promise((resolve) => server.listen(0, HOST, resolve));
  const issuer = `http://${HOST}:${server.address().port}/bench-pool`;
  return {
    issuer,
    sign: (sub) =>
      new SignJWT({ token_use: 'access', client_id: BENCH_CLIENT_ID })
        .setProtectedHeader({ alg: 'RS256', kid: 'bench-key' })
        .setIssuer(issuer)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

/**
 * (c) Lesson completion under load: N learners enrolled through the free trial, each request completing a
 * different (learner, lesson) of the trial, then every acknowledged completion looked up in the database
 * after the API is killed (SIGKILL: only what was committed before the answer can be there).
 */
async function benchmarkCompletions() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-completions-'));
  const databaseFile = path.join(tempDir, 'bench.sqlite');
  const identity = await startIdentity();
  const SQLite = requireFromApi('better-sqlite3');
  let api;
  try {
    const apiPort = await freePort();
    const base = `http://${HOST}:${apiPort}${STAGE}`;
    api = await startProcess('API', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        NODE_ENV: 'production',
        HOST,
        PORT: String(apiPort),
        STAGE,
        DATABASE_FILE: databaseFile,
        IDENTITY_ISSUER: identity.issuer,
        IDENTITY_CLIENT_ID: BENCH_CLIENT_ID,
        // Every bench learner comes from this one address: its cap would turn the load into 429s.
        RATE_LIMIT_ENROLMENT: '1000000/1m',
        RATE_LIMIT_LESSON: '1000000/1m',
        LOG_LEVEL: 'warn',
      },
      readyUrl: `${base}/health`,
    });

    const seeded = new SQLite(databaseFile, { readonly: true });
    const lessons = seeded
      .prepare(
        `SELECT l.lesson_id AS id, l.lesson_name AS name FROM lessons l
         JOIN course_chapters cc ON cc.chapter_id = l.chapter_id
         WHERE cc.course_id = 1 AND l.chapter_id IN (1, 2) ORDER BY l.lesson_id`,
      )
      .all();
    seeded.close();
    if (lessons.length === 0) throw new Error('the seeded free trial has no lessons');

    process.stdout.write(`  completions: ${LEARNERS} learners sign in and enroll in the free trial … `);
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, i) => {
        const id = `bench-learner-${String(i).padStart(5, '0')}`;
        return { id, authorization: `Bearer ${await identity.sign(id)}` };
      }),
    );
    await inBatches(learners, 20, async (learner) => {
      const response = await fetch(`${base}/enrollments/new/free-trial`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: learner.authorization },
        body: JSON.stringify({ UserID: learner.id, Source: 'bench' }),
      });
      if (!response.ok)
        throw new Error(`free-trial enrolment of ${learner.id}: ${response.status} ${await response.text()}`);
    });
    console.info('done');

    // Lesson-major order: consecutive requests are different learners, like many learners clicking at once.
    const pairs = lessons.flatMap((lesson) => learners.map((learner) => ({ learner, lesson })));
    let next = 0;
    const acknowledged = new Map();
    const request = {
      method: 'POST',
      path: `${STAGE}/lesson/complete`,
      setupRequest(req, context) {
        const pair = pairs[next % pairs.length];
        next += 1;
        context.pair = pair;
        return {
          ...req,
          headers: { 'content-type': 'application/json', authorization: pair.learner.authorization },
          body: JSON.stringify({
            UserID: pair.learner.id,
            CourseID: 1,
            LessonID: pair.lesson.id,
            UserEmail: `${pair.learner.id}@bench.test`,
            LessonName: pair.lesson.name,
            KlavioProfileID: null,
          }),
        };
      },
      onResponse(status, body, context) {
        if (status < 200 || status >= 300) return;
        // The client's rule: a completion counts only with statusCode 200 in the envelope.
        const envelope = JSON.parse(body);
        if (envelope.statusCode !== 200) return;
        const { CompletedStep } = JSON.parse(envelope.body);
        acknowledged.set(`${context.pair.learner.id} ${context.pair.lesson.id}`, CompletedStep.CompletedAt);
      },
    };
    const load = (duration) =>
      new Promise((resolve, reject) => {
        autocannon(
          { url: base, connections: CONNECTIONS, pipelining: 1, duration, requests: [request] },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });

    process.stdout.write('  load: POST /lesson/complete … ');
    await load(WARMUP_S);
    const ackedBefore = acknowledged.size;
    const result = await load(DURATION_S);
    const ackedInRun = acknowledged.size - ackedBefore;
    console.info('done');
    if (next > pairs.length) {
      throw new Error(
        `${next} requests for ${pairs.length} (learner, lesson) pairs: raise BENCH_LEARNERS so no request repeats`,
      );
    }

    // Kill, do not stop: an acknowledged completion must already be committed.
    await api.kill();
    api = undefined;
    const db = new SQLite(databaseFile);
    const stored = new Map(
      db
        .prepare(
          `SELECT user_id, lesson_id, completed_at FROM completed_steps WHERE course_id = 1 AND user_id LIKE 'bench-learner-%'`,
        )
        .all()
        .map((row) => [`${row.user_id} ${row.lesson_id}`, row.completed_at]),
    );
    const enrolled = db
      .prepare(`SELECT COUNT(*) AS n FROM enrollments WHERE course_id = 1 AND user_id LIKE 'bench-learner-%'`)
      .get().n;
    db.close();
    const missing = [...acknowledged].filter(([key, at]) => stored.get(key) !== at);
    return {
      learners: LEARNERS,
      trialLessons: lessons.length,
      requestsSent: next,
      acknowledged: acknowledged.size,
      completionsPerSecond: ackedInRun / DURATION_S,
      mean: result.latency.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      stored: stored.size,
      enrolled,
      missing: missing.map(([key]) => key),
    };
  } finally {
    await api?.kill();
    await identity.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

/** (a) The real API and a bare Fastify route serving the same /courses JSON, one after the other. */
async function benchmarkCourses() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const services = [];
  try {
    const apiPort = await freePort();
    const apiUrl = `http://${HOST}:${apiPort}${STAGE}/courses`;
    services.push(
      await startProcess('API', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: {
          NODE_ENV: 'production',
          HOST,
          PORT: String(apiPort),
          STAGE,
          DATABASE_FILE: path.join(tempDir, 'bench.sqlite'),
          // /courses is public: the issuer is never contacted.
          IDENTITY_ISSUER: `http://${HOST}:9/bench-pool`,
          IDENTITY_CLIENT_ID: BENCH_CLIENT_ID,
          LOG_LEVEL: 'warn',
        },
        readyUrl: `http://${HOST}:${apiPort}${STAGE}/health`,
      }),
    );
    const payload = await (await fetch(apiUrl)).text();
    const payloadFile = path.join(tempDir, 'courses.json');
    await writeFile(payloadFile, payload);

    const barePort = await freePort();
    const bareUrl = `http://${HOST}:${barePort}${STAGE}/courses`;
    const bareServer = `
      import { readFileSync } from 'node:fs';
      import { createRequire } from 'node:module';
      const Fastify = createRequire(process.env.API_PACKAGE)('fastify');
      const payload = JSON.parse(readFileSync(process.env.PAYLOAD_FILE, 'utf8'));
      const app = Fastify({ logger: false });
      app.get(process.env.ROUTE, async () => payload);
      await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });
      process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
    `;
    services.push(
      await startProcess('bare Fastify', process.execPath, ['--input-type=module', '-e', bareServer], {
        env: {
          API_PACKAGE: path.join(apiDir, 'package.json'),
          PAYLOAD_FILE: payloadFile,
          ROUTE: `${STAGE}/courses`,
          HOST,
          PORT: String(barePort),
        },
        readyUrl: bareUrl,
      }),
    );
    const bare = await (await fetch(bareUrl)).text();
    if (bare !== payload) throw new Error('the bare route does not return the same JSON as the API');

    const results = [];
    for (const [label, url] of [
      ['API (Fastify + SQLite + contract)', apiUrl],
      ['bare Fastify, same JSON', bareUrl],
    ]) {
      process.stdout.write(`  load: ${label} … `);
      await runLoad(url, WARMUP_S);
      const result = await runLoad(url, DURATION_S);
      console.info('done');
      results.push({
        label,
        requestsPerSecond: result.requests.average,
        mean: result.latency.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.timeouts + result.non2xx,
        bytesPerResponse: Buffer.byteLength(payload),
      });
    }
    return results;
  } finally {
    for (const service of services.reverse()) await service.stop();
    await rm(tempDir, { recursive: true, force: true });
  }
}

function assertBuilt() {
  const missing = [
    ...REMOTES.map((remote) => `${remote.folder}/dist/mf-manifest.json`),
    'shell/dist/index.html',
  ].filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length)
    throw new Error(`build first (node scripts/pnpm.mjs build): missing ${missing.join(', ')}`);
}

/** Starts the built site (e2e profile) and Chromium, and runs `measure(browser, shellOrigin)` on them. */
async function withSiteInBrowser(measure) {
  const { ports } = profileSettings('e2e');
  const shellOrigin = `http://${HOST}:${ports.shell}`;
  const stack = await startProcess(
    'site (e2e profile)',
    process.execPath,
    ['scripts/stack.mjs', '--profile', 'e2e', '--quiet'],
    {
      readyUrl: `${shellOrigin}/config.json`,
    },
  );
  const { chromium } = loadPlaywrightCore();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await measure(browser, shellOrigin, ports);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** (b) Loads /courses from the built site in Chromium and weighs its JavaScript and shared singletons. */
function benchmarkCoursesPage() {
  return withSiteInBrowser(async (browser, shellOrigin, ports) => {
    const originNames = new Map([
      [shellOrigin, 'shell'],
      ...REMOTES.map((remote) => [`http://${HOST}:${ports.remotes[remote.name]}`, remote.folder]),
    ]);
    const page = await browser.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { url: response.url(), body, wire: sizes.responseBodySize };
        })(),
      );
    });
    process.stdout.write('  browser: /courses … ');
    await page.goto(`${shellOrigin}/courses`, { waitUntil: 'networkidle' });
    await page.getByRole('list', { name: 'Courses' }).getByRole('article').first().waitFor();
    const shareScope = await page.evaluate(readShareScope, SINGLETON_PACKAGES);
    const scripts = await Promise.all(pending);
    console.info('done');

    const byOrigin = new Map();
    for (const script of scripts) {
      const origin = new URL(script.url).origin;
      const row = byOrigin.get(origin) ?? {
        origin: originNames.get(origin) ?? origin,
        files: 0,
        raw: 0,
        gzip: 0,
        wire: 0,
      };
      row.files += 1;
      row.raw += script.body.length;
      row.gzip += gzipSync(script.body, { level: 6 }).length;
      row.wire += script.wire;
      byOrigin.set(origin, row);
    }
    const definitions = reactDefinitions(
      scripts.map((script) => ({ url: script.url, body: script.body.toString('utf8') })),
    );
    return {
      chromium: browser.version(),
      origins: [...byOrigin.values()].sort((a, b) => b.gzip - a.gzip),
      singletons: shareScope.packages,
      reactDefinitions: Object.fromEntries(
        Object.entries(definitions).map(([pkg, urls]) => [pkg, urls.length]),
      ),
    };
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const int = (value) => Math.round(value).toLocaleString('en-US');

function table(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...rows.map(line),
  ].join('\n');
}

function machine() {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function report({ load, page }) {
  const totals = page.origins.reduce(
    (sum, row) => ({
      files: sum.files + row.files,
      raw: sum.raw + row.raw,
      gzip: sum.gzip + row.gzip,
      wire: sum.wire + row.wire,
    }),
    { files: 0, raw: 0, gzip: 0, wire: 0 },
  );
  const api = load[0];
  const bare = load[1];
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}; Chromium ${page.chromium}.`,
    '',
    `GET ${STAGE}/courses, ${CONNECTIONS} connections, ${DURATION_S} s each after a ${WARMUP_S} s warm-up, loopback, load generator on the same machine:`,
    '',
    table(
      ['server', 'req/s', 'mean latency', 'p50', 'p99', 'errors', 'response'],
      load.map((row) => [
        row.label,
        int(row.requestsPerSecond),
        `${row.mean.toFixed(2)} ms`,
        `${row.p50} ms`,
        `${row.p99} ms`,
        row.errors,
        kb(row.bytesPerResponse),
      ]),
    ),
    '',
    `The API serves ${((api.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0)} % of the bare route's throughput.`,
    '',
    'JavaScript loaded by /courses (cold cache), per origin:',
    '',
    table(
      ['origin', 'files', 'raw', 'gzip -6', 'on the wire'],
      [
        ...page.origins.map((row) => [row.origin, row.files, kb(row.raw), kb(row.gzip), kb(row.wire)]),
        ['total', totals.files, kb(totals.raw), kb(totals.gzip), kb(totals.wire)],
      ],
    ),
    '',
    'Shared singletons on /courses (Module Federation share scope; scripts defining React):',
    '',
    table(
      ['package', 'loaded copies', 'version', 'provided by', 'used by'],
      page.singletons.map((row) => [
        row.pkg,
        row.copies,
        row.loadedVersions.join(', ') || '-',
        row.providers.join(', ') || '-',
        row.consumers.join(', ') || '-',
      ]),
    ),
    '',
    `Scripts that define react: ${page.reactDefinitions.react}, react-dom: ${page.reactDefinitions['react-dom']}, react-dom/client: ${page.reactDefinitions['react-dom/client']}.`,
  ].join('\n');
}

function completionReport(run) {
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.`,
    '',
    `POST ${STAGE}/lesson/complete, ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, loopback, load generator on the same machine;`,
    `${run.learners} learners enrolled through the free trial (RS256 id tokens, JWKS on loopback), ${run.trialLessons} trial lessons each, every request a different (learner, lesson):`,
    '',
    table(
      ['completions/s', 'mean latency', 'p50', 'p99', 'errors'],
      [
        [
          int(run.completionsPerSecond),
          `${run.mean.toFixed(2)} ms`,
          `${run.p50} ms`,
          `${run.p99} ms`,
          run.errors,
        ],
      ],
    ),
    '',
    `After the API was killed (SIGKILL): ${int(run.acknowledged)} completions acknowledged (warm-up included) of ${int(run.requestsSent)} sent, ` +
      `${int(run.stored)} stored, ${int(run.enrolled)} free-trial enrolments; ` +
      (run.missing.length === 0
        ? 'every acknowledged completion is in the database with the CompletedAt it was answered with.'
        : `${run.missing.length} acknowledged completions are MISSING (first: ${run.missing.slice(0, 5).join(', ')}).`),
  ].join('\n');
}

const RESULTS = ['<!-- bench:results:start -->', '<!-- bench:results:end -->'];
const COMPLETION_RESULTS = ['<!-- bench:completions:start -->', '<!-- bench:completions:end -->'];
const EXERCISE_RESULTS = ['<!-- bench:exercise:start -->', '<!-- bench:exercise:end -->'];

async function recordInDocs([START, END], results) {
  const file = path.join(repoRoot, 'docs', 'PERFORMANCE.md');
  const doc = await readFile(file, 'utf8');
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${file} has no ${START} … ${END} section`);
  await writeFile(file, `${doc.slice(0, start + START.length)}\n\n${results}\n\n${doc.slice(end)}`);
  console.info(`\nRecorded in ${path.relative(repoRoot, file)}.`);
}

if (!onlyCompletions && !onlyExercise) assertBuilt();
console.info(`pnpm bench on ${machine()}`);
if (!onlyCompletions && !onlyExercise) {
  const load = await benchmarkCourses();
  const page = await benchmarkCoursesPage();
  const results = report({ load, page });
  console.info(`\n${results}`);
  if (write) await recordInDocs(RESULTS, results);
}
if (!onlyCompletions) {
  assertBuilt();
  process.stdout.write('  browser: Run & Check lessons … ');
  const { run, chromium } = await withSiteInBrowser(async (browser, shellOrigin) => ({
    run: await benchmarkExerciseLessons(browser, shellOrigin),
    chromium: browser.version(),
  }));
  console.info('done');
  const results = exerciseReport(run, { kb, table, machine: machine(), chromium });
  console.info(`\n${results}`);
  if (write) await recordInDocs(EXERCISE_RESULTS, results);
  if (!plainLessonIsLean(run)) {
    console.error('A lesson without an exercise downloaded Pyodide or the editor.');
    process.exitCode = 1;
  }
}
if (!onlyExercise) {
  const completions = await benchmarkCompletions();
  const completionResults = completionReport(completions);
  console.info(`\n${completionResults}`);
  if (write) await recordInDocs(COMPLETION_RESULTS, completionResults);
  if (completions.missing.length > 0) process.exitCode = 1;
}
