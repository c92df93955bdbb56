// `pnpm bench` part (e): the server's checks of learners' programs. The real API (a fresh SQLite file, its own
// sandboxed checker at the default size) checks a passing program of the free trial's first exercise: first one at
// a time (the time from Check to the server's verdict with the checker idle), then from several learners at once
// for BENCH_DURATION seconds (verifications per second, and the time from Check to verdict under load).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { apiDir, DURATION_S, freePort, HOST, int, machine, STAGE, startApi, table } from './common.mjs';
import { startIdentity } from './completions.mjs';

/** Learners checking at once under load: more than the checker's warm interpreters, so the queue is used. */
const CONCURRENT = Number(process.env.BENCH_CHECKERS ?? 6);
const SEQUENTIAL = 20;
const FREE_TRIAL = 1;
const LIFTED_LIMITS = { RATE_LIMIT_ENROLMENT: '1000000/1m', RATE_LIMIT_EXERCISECHECK: '1000000/1m' };

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

async function firstExercise() {
  const seed = await register({ namespace: 'bench-checks' }).import(
    './db/seed/catalog.ts',
    pathToFileURL(path.join(apiDir, 'src', path.sep)).href,
  );
  const [exercise] = [...seed.exercises].sort((a, b) => a.lesson_id - b.lesson_id);
  return { lessonId: exercise.lesson_id, solution: exercise.solution };
}

export async function benchmarkChecks() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-checks-'));
  const identity = await startIdentity();
  let api;
  try {
    const port = await freePort();
    api = await startApi({
      port,
      databaseFile: path.join(tempDir, 'bench.sqlite'),
      issuer: identity.issuer,
      env: LIFTED_LIMITS,
    });
    const base = `http://${HOST}:${port}${STAGE}`;
    const { lessonId, solution } = await firstExercise();
    const post = async (sub, token, route, body) => {
      const response = await fetch(`${base}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ UserID: sub, ...body }),
      });
      const envelope = await response.json();
      if (envelope.statusCode !== 200) throw new Error(`${route}: ${JSON.stringify(envelope)}`);
      return JSON.parse(envelope.body);
    };
    const learners = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, index) => {
        const sub = `bench-checker-${index + 1}`;
        const token = await identity.sign(sub);
        await post(sub, token, '/enrollments/new/free-trial', { Source: 'bench' });
        return { sub, token };
      }),
    );
    const check = async ({ sub, token }) => {
      const started = performance.now();
      const verdict = await post(sub, token, '/exercise/check', {
        CourseID: FREE_TRIAL,
        LessonID: lessonId,
        Code: solution,
        HintsUsed: 0,
      });
      if (verdict.Verdict !== 'passed')
        throw new Error(`the solution did not pass: ${JSON.stringify(verdict)}`);
      return performance.now() - started;
    };
    // The first check waits for the checker's first warm interpreter.
    const startedAt = performance.now();
    await check(learners[0]);
    const firstMs = performance.now() - startedAt;
    const idle = [];
    for (let index = 0; index < SEQUENTIAL; index += 1) idle.push(await check(learners[0]));

    const loaded = [];
    const until = performance.now() + DURATION_S * 1000;
    await Promise.all(
      learners.map(async (learner) => {
        while (performance.now() < until) loaded.push(await check(learner));
      }),
    );
    return { firstMs, idle, loaded, durationS: DURATION_S, concurrent: CONCURRENT };
  } finally {
    await api?.kill();
    await identity.close();
    await rm(tempDir, { recursive: true, force: true });
  }
}

export function checksReport(run) {
  const ms = (value) => `${int(value)} ms`;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}: the real API on a fresh SQLite file, its checker`,
    `at the default size (EXERCISE_CHECK_WORKERS=2), checking the free trial's first exercise with its solution`,
    `(POST /exercise/check, from the request to the verdict). The first check after the API's start took`,
    `${ms(run.firstMs)} (the checker's start).`,
    '',
    table(
      ['load', 'checks', 'verifications per second', 'p50', 'p95'],
      [
        [
          'one learner at a time',
          int(run.idle.length),
          '–',
          ms(percentile(run.idle, 0.5)),
          ms(percentile(run.idle, 0.95)),
        ],
        [
          `${run.concurrent} learners at once, ${run.durationS} s`,
          int(run.loaded.length),
          (run.loaded.length / run.durationS).toFixed(1),
          ms(percentile(run.loaded, 0.5)),
          ms(percentile(run.loaded, 0.95)),
        ],
      ],
    ),
  ].join('\n');
}
