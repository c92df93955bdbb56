// `npm test`: the contract check (scripts/check-contract.mjs), type-check, lint (with the boundary-rule test),
// the Python runtime's tests (node:test on the real Pyodide), unit and component tests (Jest), API tests on a
// real SQLite file and a throwaway PostgreSQL cluster, then the production build, its page budgets
// (scripts/check-budgets.mjs) and the Playwright suite against the composed build in Chromium. Prints one
// closing line with the counts of every runner.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pnpmCommand, pnpmEnv, repoRoot } from './lib/pnpm.mjs';

const reportDir = path.join(repoRoot, '.data', 'test-reports');
const counts = { passed: 0, failed: 0, skipped: 0 };
const timings = [];

/**
 * Runs one step. `capture` resolves with its standard output (to count tests); `together` is for a step that runs
 * beside another: its output (both streams) is held and printed in one piece when it ends, so two logs never mix.
 */
function run(title, command, args, { env = {}, capture = false, together = false } = {}) {
  if (!together) console.info(`\n\x1b[1m== ${title}\x1b[0m`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...pnpmEnv, ...env },
      stdio: together ? ['ignore', 'pipe', 'pipe'] : capture ? ['ignore', 'pipe', 'inherit'] : 'inherit',
    });
    let output = '';
    let held = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (together) held += chunk;
      else process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk) => {
      held += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      timings.push([title, Date.now() - started]);
      if (together) process.stdout.write(`\n\x1b[1m== ${title}\x1b[0m\n${held}`);
      if (code === 0) resolve(output);
      else reject(new Error(`${title} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * Steps at once (each single-threaded, on a machine with two cores): all run to the end, so each is reported;
 * the first failure is then raised.
 */
async function together(...steps) {
  const failed = (await Promise.allSettled(steps)).find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

const pnpm = (title, args, options) => run(title, ...pnpmCommand(args), options);

/** Adds node:test counts from its closing lines: "ℹ pass N" (spec reporter) or "# pass N" (TAP, when piped). */
function countNodeTests(output) {
  const read = (label) => Number(new RegExp(`^(?:ℹ|#) ${label} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  counts.passed += read('pass');
  counts.failed += read('fail');
  counts.skipped += read('skipped') + read('todo');
}

async function countJson(file, pick) {
  const report = JSON.parse(await readFile(file, 'utf8'));
  const { passed, failed, skipped } = pick(report);
  counts.passed += passed;
  counts.failed += failed;
  counts.skipped += skipped;
}

const started = Date.now();
let failure;
try {
  await rm(reportDir, { recursive: true, force: true });
  await mkdir(reportDir, { recursive: true });
  await pnpm('install', ['install', '--frozen-lockfile']);
  await run('contract check (manifests against each other and their source)', process.execPath, [
    path.join(repoRoot, 'scripts', 'check-contract.mjs'),
  ]);
  await run('type-check', process.execPath, [path.join(repoRoot, 'scripts', 'typecheck.mjs')]);
  await together(
    pnpm('lint', ['exec', 'eslint', '.', '--max-warnings=0'], { together: true }),
    pnpm('formatting', ['exec', 'prettier', '--check', '.', '--ignore-unknown', '--log-level=warn'], {
      together: true,
    }),
  );
  // Alone: both suites hold time limits (the Python runtime's are the learner's), which a busy core would break.
  countNodeTests(
    await run(
      'tooling and script tests',
      process.execPath,
      // Two files at a time (node's default here is one, its cores less one): most wait on servers and builds.
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=2',
        '--test-reporter=spec',
        'tooling/',
        'scripts/lib/',
        'e2e/lighthouse/',
      ],
      { capture: true },
    ),
  );
  countNodeTests(
    await pnpm('Python runtime tests (real Pyodide)', ['--filter', 'shared-python', 'run', 'test'], {
      capture: true,
    }),
  );
  const jestReport = path.join(reportDir, 'jest.json');
  try {
    // Two workers: Jest's default on two cores is one, which left a core idle (226 s -> 140 s here).
    await pnpm('unit and component tests', [
      'exec',
      'jest',
      '--ci',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${jestReport}`,
    ]);
  } finally {
    await countJson(jestReport, (r) => ({
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    })).catch(() => {});
  }
  // Three files at a time (api/package.json): most of a file's time is spent waiting on its PostgreSQL cluster,
  // the exercise checker or servers it started; two left a third of the machine idle (502 -> 391 s here).
  countNodeTests(
    await pnpm('API tests (SQLite and PostgreSQL)', ['--filter', 'api', 'run', 'test'], {
      capture: true,
    }),
  );
  await pnpm('production build', [
    '--filter',
    'shell',
    '--filter',
    'mfe-*',
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
  // Prints the table and fails when a route is over its budget (performance-budgets.json says "enforce": true).
  await run('page budgets (gzipped JavaScript per route)', process.execPath, [
    path.join(repoRoot, 'scripts', 'check-budgets.mjs'),
  ]);
  const e2eReport = path.join(reportDir, 'e2e.json');
  try {
    await pnpm(
      'end-to-end tests (Playwright, Chromium)',
      ['--filter', 'e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
      {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
      },
    );
  } finally {
    await countJson(e2eReport, (r) => ({
      passed: r.stats.expected + r.stats.flaky,
      failed: r.stats.unexpected,
      skipped: r.stats.skipped,
    })).catch(() => {});
  }
} catch (error) {
  failure = error;
}

console.info('\n== timings');
for (const [title, ms] of timings) console.info(`  ${title.padEnd(40)} ${(ms / 1000).toFixed(1)} s`);
console.info(`  ${'total'.padEnd(40)} ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (failure) console.error(`\n${failure.message}`);
console.info(
  `\n${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(failure || counts.failed ? 1 : 0);
