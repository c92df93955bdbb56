// `pnpm bench` (add `--write` to record the figures in docs/PERFORMANCE.md). Measures, in one run on this
// machine:
//  (a) GET /courses under load: the real API (fresh SQLite file) next to a bare Fastify route that returns the
//      same JSON, so the cost of the service's own work (query, contract validation, envelope) is visible;
//  (b) what /courses costs a browser: the JavaScript it downloads per origin (raw and gzipped) and how many
//      copies of each shared singleton it loaded (Module Federation share scope and downloaded scripts);
//  (c) lesson completion under load: POST /lesson/complete against the real API (tokens signed here and checked
//      against a JWKS served on loopback), each request a different (learner, lesson), in four setups on fresh
//      databases: one instance on SQLite, one on PostgreSQL, and one and two on PostgreSQL behind nginx (limits
//      in Redis), with the CPU each group of processes used (Linux's /proc); after each run the instances are
//      killed and every acknowledged completion is looked up in the database. Needs Debian's postgresql,
//      nginx-light and redis-server. `--completions` runs (and with `--write` records) only this part;
//  (d) Run & Check in Chromium: bytes of an exercise lesson and of a lesson
//      without one (which fails the bench if it downloads Pyodide or the editor), opening to a ready runner
//      (cold and warm cache), Run to first output. `--exercise` runs (and records) only this part;
//  (e) the server's checks of learners' programs: the real API checks a passing program, one at a time and from
//      several learners at once (verifications per second, p95 from Check to verdict). `--checks` runs only this.
// Not part of `npm test`: the figures depend on the machine, so nothing here asserts a time; (c) does fail
// when an acknowledged completion is missing in any setup.
// Each part is its own module under scripts/bench/ (api-throughput, page-weight, singletons, completions,
// exercise); this file reads the flags, runs the parts and prints (with --write records) their reports.
import { benchmarkCourses, throughputReport } from './bench/api-throughput.mjs';
import { machine, kb, recordInDocs, table } from './bench/common.mjs';
import { benchmarkChecks, checksReport } from './bench/checks.mjs';
import { benchmarkCompletions, completionReport, lostCompletions } from './bench/completions.mjs';
import { benchmarkExerciseLessons, exerciseReport, plainLessonIsLean } from './bench/exercise.mjs';
import { loadCoursesPage, pageWeightReport, weighScripts } from './bench/page-weight.mjs';
import { countSingletons, singletonsReport } from './bench/singletons.mjs';
import { assertBuilt, withSiteInBrowser } from './bench/site.mjs';

const USAGE = `node scripts/bench.mjs [--write] [--courses | --completions | --exercise | --checks]
  (no flag)      every part: (a) and (b) need a build first, (c) runs the API from source, (d) needs a build
  --courses      only (a), GET /courses against a bare Fastify route (no build needed)
  --completions  only (c), lesson completion under load: SQLite, PostgreSQL, PostgreSQL x1 and x2 behind nginx
  --exercise     only (d), Run & Check in Chromium
  --checks       only (e), the server's checks of learners' programs (no build needed)
  --write        also record the figures in docs/PERFORMANCE.md
Environment: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 10), BENCH_LEARNERS (default 4000).
(c) needs PostgreSQL, nginx and redis-server (Debian's postgresql, nginx-light, redis-server), as the API tests do.`;

if (process.argv.includes('--help')) {
  console.info(USAGE);
  process.exit(0);
}
const write = process.argv.includes('--write');
const onlyCompletions = process.argv.includes('--completions');
const onlyExercise = process.argv.includes('--exercise');
const onlyCourses = process.argv.includes('--courses');
const onlyChecks = process.argv.includes('--checks');

const RESULTS = ['<!-- bench:results:start -->', '<!-- bench:results:end -->'];
const COURSES_RESULTS = ['<!-- bench:courses:start -->', '<!-- bench:courses:end -->'];
const COMPLETION_RESULTS = ['<!-- bench:completions:start -->', '<!-- bench:completions:end -->'];
const EXERCISE_RESULTS = ['<!-- bench:exercise:start -->', '<!-- bench:exercise:end -->'];
const CHECK_RESULTS = ['<!-- bench:checks:start -->', '<!-- bench:checks:end -->'];

async function checks() {
  const results = checksReport(await benchmarkChecks());
  console.info(`\n${results}`);
  if (write) await recordInDocs(CHECK_RESULTS, results);
}

const measured = () => `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}`;

if (onlyCourses) {
  console.info(`pnpm bench on ${machine()}`);
  const results = [`${measured()}.`, '', ...throughputReport(await benchmarkCourses())].join('\n');
  console.info(`\n${results}`);
  if (write) await recordInDocs(COURSES_RESULTS, results);
  process.exit(0);
}
if (onlyChecks) {
  console.info(`pnpm bench on ${machine()}`);
  await checks();
  process.exit(0);
}
if (!onlyCompletions && !onlyExercise) assertBuilt();
console.info(`pnpm bench on ${machine()}`);
if (!onlyCompletions && !onlyExercise) {
  const load = await benchmarkCourses();
  const courses = [`${measured()}.`, '', ...throughputReport(load)].join('\n');
  console.info(`\n${courses}`);
  if (write) await recordInDocs(COURSES_RESULTS, courses);
  const page = await loadCoursesPage();
  const results = [
    `${measured()}; Chromium ${page.chromium}.`,
    '',
    ...pageWeightReport(weighScripts(page)),
    '',
    ...singletonsReport(countSingletons(page)),
  ].join('\n');
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
  if (lostCompletions(completions)) process.exitCode = 1;
}
if (!onlyExercise && !onlyCompletions) await checks();
