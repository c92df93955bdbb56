import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ExerciseCheck } from 'shared-contract';
import { CheckerBusy, startChecker, type ExerciseChecker } from './startChecker';

let checker: ExerciseChecker;
const warnings: string[] = [];
before(async () => {
  checker = startChecker({
    workers: 2,
    queue: 2,
    memoryLimitMb: 256,
    heapLimitMb: 64,
    graceMs: 1500,
    log: { info: () => undefined, warn: (m) => warnings.push(m), error: (m) => warnings.push(m) },
  });
  await checker.ready();
});
after(() => checker.close());

const output = (expected: string): ExerciseCheck => ({ output: { expected, match: 'exact' } });
const check = (code: string, expected = '', timeLimitMs = 3000) =>
  checker.check({ code, check: output(expected), timeLimitMs });
const printed = (report: Awaited<ReturnType<typeof check>>) => report.cases[0]?.got ?? '';
const errorOf = (report: Awaited<ReturnType<typeof check>>) => report.error ?? report.cases[0]?.error;

test('a correct program passes and a wrong one fails, each in an interpreter of its own', async () => {
  const t0 = performance.now();
  assert.equal((await check('x = 2\nprint(x * 21)', '42\n')).passed, true);
  console.log('warm check', Math.round(performance.now() - t0), 'ms');
  const fresh = await check('print(x)', '2\n');
  assert.equal(fresh.passed, false);
  assert.equal(errorOf(fresh)?.type, 'NameError');
});

test('memory bombs are answered with a MemoryError or OverflowError, and the checker goes on', async () => {
  for (const code of ['x = [0] * 10**9', "x = 'x' * 10**10", 'x = [0] * 10**8']) {
    const report = await check(code);
    assert.equal(report.passed, false, code);
    assert.match(errorOf(report)?.type ?? '', /^(MemoryError|OverflowError)$/, code);
  }
  assert.equal((await check('print(1)', '1\n')).passed, true);
});

test('an endless loop, in Python or inside one C call, is stopped and answered', async () => {
  const loop = await check('while True:\n    pass', '', 1000);
  assert.equal(loop.passed, false);
  assert.equal(loop.cases[0]?.timedOut, true);
  const stuckInC = await check('x = 10 ** (10 ** 9)', '', 1000);
  assert.equal(stuckInC.passed, false);
  assert.equal(stuckInC.cases[0]?.timedOut, true);
});

test("a program sees only the interpreter's own files: os.listdir('/') and open('/etc/passwd')", async () => {
  const listing = await check("import os\nprint(sorted(os.listdir('/')))");
  assert.doesNotMatch(printed(listing), /etc|work|root|usr/);
  const passwd = await check("print(open('/etc/passwd').read())");
  assert.equal(errorOf(passwd)?.type, 'FileNotFoundError');
});

test('a program that reaches JavaScript still reads no file, starts no process and has no secret', async () => {
  const reads = await check(
    "import js\nprint(js.process.getBuiltinModule('fs').readFileSync('/etc/passwd', 'utf8'))",
  );
  assert.doesNotMatch(printed(reads), /root:/);
  assert.match(errorOf(reads)?.message ?? '', /restricted|ERR_ACCESS_DENIED/);
  const spawns = await check(
    "import js\nprint(js.process.getBuiltinModule('child_process').execSync('id').toString())",
  );
  assert.doesNotMatch(printed(spawns), /uid=/);
  const env = await check('import js\nprint(js.Object.keys(js.process.env).length)');
  assert.equal(printed(env), '0\n');
});

test('where the system allows it, a program that reaches JavaScript has no network: no interface but loopback', async (t) => {
  // CI's machines allow user namespaces, so there the isolation must be in place.
  if (process.env.CI) assert.equal(checker.networkIsolated, true, 'unshare --net works on CI');
  if (!checker.networkIsolated) return t.skip('unshare is not allowed on this system');
  const report = await check(
    "import js\nprint(sorted(js.Object.keys(js.process.getBuiltinModule('os').networkInterfaces())))",
  );
  assert.match(printed(report), /^\[('lo')?\]\n$/);
});

test('past its workers and queue the checker says it is busy, with a wait', async () => {
  const slow = () => check('while True:\n    pass', '', 1000);
  const running = [slow(), slow(), slow(), slow()];
  await assert.rejects(
    slow(),
    (error: unknown) => error instanceof CheckerBusy && error.retryAfterSeconds >= 1,
  );
  await Promise.all(running);
});
