// `pnpm bench` part (c): lesson completion under load. POST /lesson/complete against the real API (fresh SQLite
// file, tokens signed here and checked against a JWKS served on loopback), each request a different
// (learner, lesson), then every acknowledged completion looked up in the database after the API is killed.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  autocannon,
  BENCH_CLIENT_ID,
  CONNECTIONS,
  DURATION_S,
  freePort,
  HOST,
  int,
  machine,
  requireFromApi,
  STAGE,
  startApi,
  table,
  WARMUP_S,
} from './common.mjs';

/** Learners in the completion run; each has every trial lesson to complete, so requests never repeat. */
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 4000);

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
export async function benchmarkCompletions() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-completions-'));
  const databaseFile = path.join(tempDir, 'bench.sqlite');
  const identity = await startIdentity();
  const SQLite = requireFromApi('better-sqlite3');
  let api;
  try {
    const apiPort = await freePort();
    const base = `http://${HOST}:${apiPort}${STAGE}`;
    api = await startApi({
      port: apiPort,
      databaseFile,
      issuer: identity.issuer,
      // Every bench learner comes from this one address: its cap would turn the load into 429s.
      env: { RATE_LIMIT_ENROLMENT: '1000000/1m', RATE_LIMIT_LESSON: '1000000/1m' },
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

export function completionReport(run) {
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
