import { expect, test, type Page } from '../fixtures';
import { bundlePythonClient, PYTHON_CLIENT_GLOBAL, type OutputChunk } from '../support/pythonClient';
import { SHELL_ORIGIN } from '../support/stack';

// The Python runtime (shared-python) on the built site under its real Content-Security-Policy, driven through its
// page-side client: the module worker and Pyodide served by the shell under /python/, input() answered through the
// service worker, the time limit, the watchdog and Stop. (The fixture fails the test on any CSP violation, the
// worker's included: only /python/ responses allow 'wasm-unsafe-eval', the page's policy does not.)

type Outcome = { kind: string; limitMs?: number; error?: { type: string; line: number | null } };
type Run = { outcome: Outcome; output: OutputChunk[]; prompts: string[] };

let client = '';
test.beforeAll(async () => {
  client = await bundlePythonClient();
});

/** Runs `code` on the page's runner; input() is answered with `answers` in turn, each after `answerDelayMs`. */
function run(page: Page, code: string, timeLimitMs: number, answers: string[] = [], answerDelayMs = 0) {
  return page.evaluate(
    async ({ name, code, timeLimitMs, answers, answerDelayMs }) => {
      type Runner = {
        ready(): Promise<void>;
        run(code: string, options: object): Promise<Outcome>;
      };
      const runner = (
        (window as unknown as Record<string, unknown>)[name] as { getPythonRunner(): Runner }
      ).getPythonRunner();
      await runner.ready();
      const output: OutputChunk[] = [];
      const prompts: string[] = [];
      const outcome = await runner.run(code, {
        timeLimitMs,
        onOutput: (chunk: OutputChunk) => output.push(chunk),
        onInput: async (prompt: string) => {
          prompts.push(prompt);
          await new Promise((resolve) => setTimeout(resolve, answerDelayMs));
          return answers.shift() ?? '';
        },
      });
      return { outcome, output, prompts } satisfies Run;
    },
    { name: PYTHON_CLIENT_GLOBAL, code, timeLimitMs, answers, answerDelayMs },
  );
}

/** Runs `code` (with a long limit), presses Stop after `stopAfterMs`; returns what it printed by then and the outcome. */
function runThenStop(page: Page, code: string, stopAfterMs: number) {
  return page.evaluate(
    async ({ name, code, stopAfterMs }) => {
      type Runner = {
        ready(): Promise<void>;
        stop(): void;
        run(code: string, options: object): Promise<Outcome>;
      };
      const runner = (
        (window as unknown as Record<string, unknown>)[name] as { getPythonRunner(): Runner }
      ).getPythonRunner();
      await runner.ready();
      let text = '';
      const outcome = runner.run(code, {
        timeLimitMs: 20_000,
        onOutput: (chunk: OutputChunk) => (text += chunk.text),
        onInput: async () => '',
      });
      await new Promise((resolve) => setTimeout(resolve, stopAfterMs));
      const whileRunning = text;
      runner.stop();
      return { whileRunning, outcome: await outcome };
    },
    { name: PYTHON_CLIENT_GLOBAL, code, stopAfterMs },
  );
}

const printed = (result: Run) =>
  result.output
    .filter((chunk) => chunk.stream === 'stdout')
    .map((chunk) => chunk.text)
    .join('');

test('Python boots in a worker from the site itself, streams print, takes input(), stops a loop that never ends and runs again', async ({
  page,
}) => {
  // A cold start of Pyodide takes 11-33 s in headless Chromium on these machines; it restarts twice here.
  test.setTimeout(240_000);
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  await page.route('**/__e2e__/python-client.js', (route) =>
    route.fulfill({ body: client, contentType: 'text/javascript' }),
  );
  await page.goto('/about');
  await page.addScriptTag({ url: '/__e2e__/python-client.js' });

  await test.step('print streams its output as text', async () => {
    const result = await run(page, 'print("<b>Hello</b>")\nfor n in range(3):\n    print(n)', 3000);
    expect(result.outcome).toEqual({ kind: 'finished' });
    expect(printed(result)).toBe('<b>Hello</b>\n0\n1\n2\n');
  });

  await test.step('input() round-trips through the service worker, and waiting for it does not count', async () => {
    const result = await run(page, 'name = input("Name? ")\nprint("Hello", name)', 1000, ['Ann'], 1500);
    expect(result.outcome).toEqual({ kind: 'finished' });
    expect(result.prompts).toEqual(['Name? ']);
    expect(printed(result)).toBe('Name? Ann\nHello Ann\n');
  });

  await test.step('a loop that never ends is stopped at the limit, and the next run works', async () => {
    const started = Date.now();
    const stuck = await run(page, 'while True:\n    pass', 1000);
    expect(stuck.outcome).toEqual({ kind: 'timeout', limitMs: 1000 });
    expect(Date.now() - started).toBeLessThan(2500);
    expect(printed(await run(page, 'print("again")', 1000))).toBe('again\n');
  });

  await test.step('the watchdog ends a program stuck in one long C call, and a fresh worker runs the next', async () => {
    const stuck = await run(page, 'print(sum(range(10**13)))', 1000);
    expect(stuck.outcome).toEqual({ kind: 'timeout', limitMs: 1000 });
    expect(printed(await run(page, 'print("fresh")', 1000))).toBe('fresh\n');
  });

  await test.step('Stop ends a program at once, and the runner is ready again without a reload', async () => {
    const { outcome: stopped } = await runThenStop(page, 'while True:\n    pass', 300);
    expect(stopped).toEqual({ kind: 'stopped' });
    expect(printed(await run(page, 'print(6 * 7)', 1000))).toBe('42\n');
  });

  await test.step('the end of a burst of output shows while the program still runs, and Stop does not lose it', async () => {
    const seen = await runThenStop(page, 'for n in range(3):\n    print(n)\nwhile True:\n    pass', 1000);
    expect(seen).toEqual({ whileRunning: '0\n1\n2\n', outcome: { kind: 'stopped' } });
  });

  await test.step('a check of a loop that never ends waits the limit once: the later cases are not run', async () => {
    const { report, tookMs } = await page.evaluate(async (name) => {
      type Runner = {
        ready(): Promise<void>;
        check(code: string, check: object, options: object): Promise<unknown>;
      };
      const runner = (
        (window as unknown as Record<string, unknown>)[name] as { getPythonRunner(): Runner }
      ).getPythonRunner();
      await runner.ready();
      const cases = ['1', '2', '3', '4', '5'].map((stdin) => ({ stdin, expected: stdin }));
      const started = performance.now();
      const report = await runner.check(
        'while True:\n    pass',
        { stdinCases: { match: 'trimmed', cases } },
        { timeLimitMs: 1000 },
      );
      return { report, tookMs: performance.now() - started };
    }, PYTHON_CLIENT_GLOBAL);
    expect(tookMs).toBeLessThan(2000);
    expect(report).toMatchObject({
      passed: false,
      cases: [
        { label: 'Input: 1', timedOut: true },
        { label: 'Input: 2', notRun: true },
        { label: 'Input: 3', notRun: true },
        { label: 'Input: 4', notRun: true },
        { label: 'Input: 5', notRun: true },
      ],
    });
  });

  await test.step('an error names its line in the learner code', async () => {
    const { outcome } = await run(page, 'x = 1\nprnt(x)', 1000);
    expect(outcome.error).toMatchObject({ type: 'NameError', line: 2 });
  });

  await test.step('an error escaping Python after a run restarts the worker instead of failing the runner', async () => {
    const late = [
      'import js',
      'from pyodide.ffi import create_once_callable',
      'def boom():',
      '    raise ValueError("late")',
      'js.setTimeout(create_once_callable(boom), 50)',
    ].join('\n');
    expect((await run(page, late, 1000)).outcome).toEqual({ kind: 'finished' });
    await page.waitForTimeout(500);
    expect(printed(await run(page, 'print("still here")', 1000))).toBe('still here\n');
  });

  // Only the worker compiles WebAssembly: the page's own policy does not allow it.
  const pagePolicy = await page.evaluate(async () =>
    (await fetch(location.href)).headers.get('content-security-policy'),
  );
  expect(pagePolicy).toContain("frame-ancestors 'self'");
  expect(pagePolicy).not.toContain('wasm-unsafe-eval');
  // The service worker controls only /python/ (the worker); the page itself is not controlled.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const runtime = requests.filter((url) => url.includes('/python/'));
  expect(runtime.length).toBeGreaterThan(0);
  for (const url of runtime) expect(new URL(url).origin).toBe(SHELL_ORIGIN);
  expect(requests.filter((url) => !url.startsWith('http://127.0.0.1'))).toEqual([]);
});
