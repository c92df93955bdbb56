// `pnpm bench` part (d): Run & Check in Chromium on the built site (e2e profile), signed in as the demo learner:
//  - what an exercise lesson and a lesson without one download, opened directly with a cold cache (the latter must
//    download no byte of Pyodide or the editor: the bench fails if it does);
//  - the time from opening an exercise lesson to a ready runner, with a cold cache and then reloaded on a warm one;
//  - the time from Run to the first line of output of `print("hi")`, measured in the page.
import { DEMO_USER } from '../lib/identity.mjs';

const EXERCISE_LESSON = '/course/free-trial/chapter/1/lesson/8';
const PLAIN_LESSON = '/course/free-trial/chapter/1/lesson/1';
const READY_TEXT = 'Python is ready.';
const WARM_RELOADS = 3;
const RUNS = 7;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Signs the demo learner in and returns the browser storage that keeps the session. */
async function signedInState(browser, shellOrigin) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${shellOrigin}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const form = page.getByRole('dialog', { name: 'Sign In' });
    await form.getByLabel('Email').fill(DEMO_USER.email);
    await form.getByLabel('Password').fill(DEMO_USER.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await form.waitFor({ state: 'hidden' });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Records every response of the context: its bytes on the wire and whether it is Pyodide or the editor. */
function recordDownloads(context, shellOrigin) {
  const pending = [];
  context.on('response', (response) => {
    pending.push(
      (async () => {
        const url = response.url();
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: 0, responseHeadersSize: 0 }));
        const isScript = /\.m?js(\?|$)/.test(url);
        const body = isScript ? await response.text().catch(() => '') : '';
        return {
          url,
          bytes: Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize),
          python: url.startsWith(`${shellOrigin}/python/`),
          // CodeMirror's view names its content element so; no other code of the site does.
          editor: body.includes('cm-content'),
        };
      })(),
    );
  });
  return async () => {
    const entries = await Promise.all(pending);
    const sum = (filter) => entries.filter(filter).reduce((total, entry) => total + entry.bytes, 0);
    return {
      files: entries.length,
      bytes: sum(() => true),
      pythonBytes: sum((entry) => entry.python),
      editorBytes: sum((entry) => entry.editor),
    };
  };
}

/** Opens `path` in a fresh context (cold cache) and waits until `ready` says the page is usable. */
async function openCold(browser, storageState, shellOrigin, path, ready) {
  const context = await browser.newContext({ storageState });
  const downloads = recordDownloads(context, shellOrigin);
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(`${shellOrigin}${path}`);
  await ready(page);
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  return { context, page, readyMs, downloads: await downloads() };
}

const runnerReady = (page) => page.getByText(READY_TEXT).waitFor({ timeout: 120_000 });

/** Replaces the program in the editor as if it were pasted. */
async function writeProgram(page, code) {
  await page.getByRole('textbox', { name: 'Your Python program' }).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

const runEnabled = (page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll('button')].some(
      (button) => button.textContent === 'Run' && !button.disabled,
    ),
  );

/**
 * Milliseconds from clicking Run to the first output of `print("hi")`, timed inside the page. Before each
 * measured run a program that prints nothing empties the output panel, so the "hi" watched for is the new one.
 */
async function runToOutput(page) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await writeProgram(page, 'pass\n');
    await runEnabled(page);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[role="log"]')?.textContent.trim() === '');
    await runEnabled(page);
    await writeProgram(page, 'print("hi")\n');
    times.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const log = document.querySelector('[role="log"]');
            const run = [...document.querySelectorAll('button')].find(
              (button) => button.textContent === 'Run',
            );
            const watch = new MutationObserver(() => {
              if (log.textContent.includes('hi')) {
                watch.disconnect();
                resolve(performance.now() - started);
              }
            });
            watch.observe(log, { childList: true, subtree: true, characterData: true });
            const started = performance.now();
            run.click();
          }),
      ),
    );
  }
  return times;
}

export async function benchmarkExerciseLessons(browser, shellOrigin) {
  const storageState = await signedInState(browser, shellOrigin);

  const plain = await openCold(browser, storageState, shellOrigin, PLAIN_LESSON, (page) =>
    page.getByRole('button', { name: 'Complete Step' }).waitFor(),
  );
  await plain.context.close();

  const exercise = await openCold(browser, storageState, shellOrigin, EXERCISE_LESSON, runnerReady);
  const warm = [];
  for (let reload = 0; reload < WARM_RELOADS; reload += 1) {
    const started = Date.now();
    await exercise.page.reload();
    await runnerReady(exercise.page);
    warm.push(Date.now() - started);
  }
  const runs = await runToOutput(exercise.page);
  await exercise.context.close();

  return {
    plain: plain.downloads,
    exercise: exercise.downloads,
    coldReadyMs: exercise.readyMs,
    warmReadyMs: median(warm),
    runToOutputMs: median(runs),
    runToOutputMaxMs: Math.max(...runs),
  };
}

/** The part's figures as Markdown, and whether the lesson without an exercise stayed free of Python and the editor. */
export function exerciseReport(run, { kb, table, machine, chromium }) {
  const row = (label, downloads) => [
    label,
    downloads.files,
    kb(downloads.bytes),
    kb(downloads.pythonBytes),
    kb(downloads.editorBytes),
  ];
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine}; Chromium ${chromium}; signed in as the demo learner.`,
    '',
    'Opened directly with a cold cache, until usable (the exercise: until Python is ready), bytes on the wire:',
    '',
    table(
      ['lesson', 'responses', 'all', 'of it Pyodide (/python/)', 'of it editor scripts'],
      [row('1, without an exercise', run.plain), row('8, Print a Greeting Card (exercise)', run.exercise)],
    ),
    '',
    table(
      ['measure', 'time'],
      [
        ['open the exercise to a ready runner, cold cache', `${run.coldReadyMs} ms`],
        [`reload to a ready runner, warm cache (median of ${WARM_RELOADS})`, `${run.warmReadyMs} ms`],
        [
          `Run to the first output of print("hi") (median of ${RUNS}; slowest)`,
          `${run.runToOutputMs.toFixed(1)} ms; ${run.runToOutputMaxMs.toFixed(1)} ms`,
        ],
      ],
    ),
  ].join('\n');
}

/** A lesson without an exercise must not download a byte of Pyodide or the editor. */
export const plainLessonIsLean = (run) => run.plain.pythonBytes === 0 && run.plain.editorBytes === 0;
