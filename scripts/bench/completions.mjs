// `pnpm bench` part (c): lesson completion under load. POST /lesson/complete against the real API, each request a
// different (learner, lesson), in four setups, each on a fresh database: one instance on SQLite, one on PostgreSQL,
// and on PostgreSQL behind nginx one and two instances (rate limits counted in Redis, as several instances are
// deployed). After each run the instances are killed and every acknowledged completion is looked up in the
// database.
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import {
  apiDir,
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
import { countCpu, LOAD_GENERATOR } from './cpu-time.mjs';

/** Learners in each run; each has every trial lesson to complete, so requests never repeat. */
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 4000);

/** Every bench learner comes from one address: the per-address caps would turn the load into 429s. */
const LIFTED_LIMITS = { RATE_LIMIT_ENROLMENT: '1000000/1m', RATE_LIMIT_LESSON: '1000000/1m' };

const FREE_TRIAL = 1;

let apiModules;
/**
 * A module as the API's source imports it (`./db/connect.ts`, `kysely`), loaded through tsx, so the bench and the
 * API's test cluster share one copy of each.
 */
function importApi(specifier) {
  apiModules ??= register({ namespace: 'bench-completions' });
  return apiModules.import(specifier, pathToFileURL(path.join(apiDir, 'src', path.sep)).href);
}

/** A local identity provider on loopback: the JWKS the API verifies against, and the signer of access tokens. */
export async function startIdentity() {
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

/**
 * @typedef {object} Target What a run measures: where to send requests, how to sign a learner's token, the
 *   database behind the API (a Kysely handle), how to kill every instance at once and how to clean up; processes
 *   outside the bench's own tree whose CPU counts; with a balancer, which instance each completion went to.
 * @property {string} base
 * @property {(sub: string) => Promise<string>} sign
 * @property {import('kysely').Kysely<any>} db
 * @property {() => Promise<void>} kill
 * @property {() => Promise<void>} close
 * @property {number[]} cpuRoots
 * @property {() => Promise<Map<string, number>>} [servedBy]
 */

/** One API process (`api/src/main.ts`) on a fresh SQLite file, tokens from the bench's own identity provider. */
async function sqliteTarget() {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'bench-completions-'));
  const databaseFile = path.join(tempDir, 'bench.sqlite');
  const identity = await startIdentity();
  let api;
  let db;
  const close = async () => {
    await api?.kill();
    await db?.destroy();
    await identity.close();
    await rm(tempDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    api = await startApi({ port, databaseFile, issuer: identity.issuer, env: LIFTED_LIMITS });
    const { connect } = await importApi('./db/connect.ts');
    db = connect({ kind: 'sqlite', file: databaseFile });
    return /** @type {Target} */ ({
      base: `http://${HOST}:${port}${STAGE}`,
      sign: identity.sign,
      db,
      kill: () => api.kill(),
      close,
      cpuRoots: [],
    });
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The API's test cluster (`api/src/testing/cluster.ts`: a throwaway PostgreSQL, `instances` API processes in the
 * production profile, nginx in front of them, its own identity provider). With `balancer` the load goes through
 * nginx and the instances count their rate limits in one Redis, as docs/OPERATIONS.md deploys several; without,
 * straight to the one instance, which counts them in memory like the SQLite run.
 */
async function postgresTarget({ instances, balancer }) {
  const [{ startCluster, CLUSTER_STAGE }, { startThrowawayRedis }, { sql }] = await Promise.all([
    importApi('./testing/cluster.ts'),
    importApi('./testing/redis.ts'),
    importApi('kysely'),
  ]);
  const redis = balancer ? await startThrowawayRedis() : undefined;
  let cluster;
  const close = async () => {
    await cluster?.close();
    await redis?.stop();
  };
  try {
    cluster = await startCluster({
      instances,
      ...(redis ? { redisUrl: redis.url } : {}),
      // As quiet as the SQLite run, and the outbox polled at its default pace rather than the tests' 1 s.
      env: { ...LIFTED_LIMITS, LOG_LEVEL: 'warn', MAIL_POLL_SECONDS: '60' },
    });
    // pg_ctl leaves the postmaster to init: its pid is the first line of postmaster.pid in the data directory.
    const { rows } = await sql`show data_directory`.execute(cluster.db);
    const postmaster = Number(
      (await readFile(path.join(rows[0].data_directory, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    const names = new Map(cluster.instances.map((instance) => [`127.0.0.1:${instance.port}`, instance.name]));
    return /** @type {Target} */ ({
      base: balancer ? cluster.url : `${cluster.instances[0].url}${CLUSTER_STAGE}`,
      sign: (sub) => cluster.identity.token(sub),
      db: cluster.db,
      cpuRoots: [postmaster],
      async kill() {
        await Promise.all(
          cluster.instances.map((instance) => {
            instance.process.kill('SIGKILL');
            return instance.exited;
          }),
        );
      },
      close,
      async servedBy() {
        const counts = new Map();
        for (const line of (await cluster.balancerLog()).split('\n')) {
          if (!line.includes('/lesson/complete')) continue;
          const name = names.get(JSON.parse(line).upstream) ?? 'other';
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
        return counts;
      },
    });
  } catch (error) {
    await close();
    throw error;
  }
}

/** The setups, in the order of the table. */
const SETUPS = [
  { name: 'SQLite ×1', start: sqliteTarget },
  { name: 'PostgreSQL ×1', start: () => postgresTarget({ instances: 1, balancer: false }) },
  { name: 'PostgreSQL ×1, nginx', start: () => postgresTarget({ instances: 1, balancer: true }) },
  { name: 'PostgreSQL ×2, nginx', start: () => postgresTarget({ instances: 2, balancer: true }) },
];

/** Runs `task` over `items`, `width` at a time. */
async function inBatches(items, width, task) {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

/** The free trial's lessons (chapters 1 and 2 of course 1), as seeded. */
function trialLessons(db) {
  return db
    .selectFrom('lessons as l')
    .innerJoin('course_chapters as cc', 'cc.chapter_id', 'l.chapter_id')
    .select(['l.lesson_id as id', 'l.lesson_name as name'])
    .where('cc.course_id', '=', FREE_TRIAL)
    .where('l.chapter_id', 'in', [1, 2])
    .orderBy('l.lesson_id')
    .execute();
}

/** The bench learners' completions (`user lesson` -> completed_at) and free-trial enrolments in the database. */
async function storedCompletions(db) {
  const rows = await db
    .selectFrom('completed_steps')
    .select(['user_id', 'lesson_id', 'completed_at'])
    .where('course_id', '=', FREE_TRIAL)
    .where('user_id', 'like', 'bench-learner-%')
    .execute();
  const { n } = await db
    .selectFrom('enrollments')
    .select(({ fn }) => fn.countAll().as('n'))
    .where('course_id', '=', FREE_TRIAL)
    .where('user_id', 'like', 'bench-learner-%')
    .executeTakeFirstOrThrow();
  return {
    stored: new Map(rows.map((row) => [`${row.user_id} ${row.lesson_id}`, row.completed_at])),
    enrolled: Number(n),
  };
}

/**
 * One setup: N learners enrolled through the free trial, then autocannon completing a different (learner,
 * lesson) of the trial with every request, then every instance killed (SIGKILL: only what was committed before
 * the answer can be there) and every acknowledged completion looked up in the database.
 */
async function measure(setup) {
  const target = await setup.start();
  try {
    const lessons = await trialLessons(target.db);
    if (lessons.length === 0) throw new Error('the seeded free trial has no lessons');

    process.stdout.write(`  completions, ${setup.name}: ${LEARNERS} learners sign in and enroll … `);
    const learners = await Promise.all(
      Array.from({ length: LEARNERS }, async (_, i) => {
        const id = `bench-learner-${String(i).padStart(5, '0')}`;
        return { id, authorization: `Bearer ${await target.sign(id)}` };
      }),
    );
    await inBatches(learners, 20, async (learner) => {
      const response = await fetch(`${target.base}/enrollments/new/free-trial`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: learner.authorization },
        body: JSON.stringify({ UserID: learner.id, Source: 'bench' }),
      });
      if (!response.ok)
        throw new Error(`free-trial enrolment of ${learner.id}: ${response.status} ${await response.text()}`);
    });

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
            CourseID: FREE_TRIAL,
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
          { url: target.base, connections: CONNECTIONS, pipelining: 1, duration, requests: [request] },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });

    process.stdout.write('load … ');
    await load(WARMUP_S);
    const ackedBefore = acknowledged.size;
    const cpu = countCpu(target.cpuRoots);
    const result = await load(DURATION_S);
    const cpuUsed = cpu.stop();
    const ackedInRun = acknowledged.size - ackedBefore;
    console.info('done');
    if (next > pairs.length) {
      throw new Error(
        `${next} requests for ${pairs.length} (learner, lesson) pairs: raise BENCH_LEARNERS so no request repeats`,
      );
    }

    // Kill, do not stop: an acknowledged completion must already be committed.
    await target.kill();
    const { stored, enrolled } = await storedCompletions(target.db);
    const missing = [...acknowledged].filter(([key, at]) => stored.get(key) !== at);
    return {
      setup: setup.name,
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
      servedBy: (await target.servedBy?.()) ?? new Map(),
      cpu: cpuUsed,
    };
  } finally {
    await target.close();
  }
}

/** (c) Every setup in turn, each on its own fresh database and processes. */
export async function benchmarkCompletions() {
  const runs = [];
  for (const setup of SETUPS) runs.push(await measure(setup));
  return runs;
}

/** True when a run lost an acknowledged completion (or stored it with another CompletedAt). */
export const lostCompletions = (runs) => runs.some((run) => run.missing.length > 0);

function checkLine(run) {
  const split =
    run.servedBy.size > 1
      ? `; nginx sent ${[...run.servedBy].map(([name, count]) => `${int(count)} to ${name}`).join(', ')}`
      : '';
  return (
    `- ${run.setup}: ${int(run.acknowledged)} acknowledged of ${int(run.requestsSent)} sent, ` +
    `${int(run.stored)} stored, ${int(run.enrolled)} free-trial enrolments${split}; ` +
    (run.missing.length === 0
      ? 'every acknowledged completion is in the database with the CompletedAt it was answered with.'
      : `${run.missing.length} acknowledged completions are MISSING or stored with another CompletedAt (first: ${run.missing.slice(0, 5).join(', ')}).`)
  );
}

const CPU_GROUPS = ['API', 'PostgreSQL', 'nginx', 'Redis', LOAD_GENERATOR];

/** A group's CPU in percent of one core, or a dash when the setup has no such process. */
const cpuCell = (run, group) =>
  run.cpu.groups.has(group) ? `${Math.round(run.cpu.groups.get(group))} %` : '-';

/** CPU milliseconds the bench's processes spent per completion acknowledged in the measured run. */
function cpuPerCompletion(run) {
  const percent = [...run.cpu.groups.values()].reduce((sum, value) => sum + value, 0);
  return `${((percent * 10) / run.completionsPerSecond).toFixed(2)} ms`;
}

export function completionReport(runs) {
  const [first] = runs;
  return [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()}.`,
    '',
    `POST ${STAGE}/lesson/complete, ${CONNECTIONS} connections, ${DURATION_S} s after a ${WARMUP_S} s warm-up, loopback, load generator on the same machine;`,
    `each setup on a fresh database, ${first.learners} learners enrolled through the free trial (RS256 access tokens, JWKS on loopback), ${first.trialLessons} trial lessons each, every request a different (learner, lesson):`,
    '',
    table(
      ['setup', 'completions/s', 'mean latency', 'p50', 'p99', 'errors'],
      runs.map((run) => [
        run.setup,
        int(run.completionsPerSecond),
        `${run.mean.toFixed(2)} ms`,
        `${run.p50} ms`,
        `${run.p99} ms`,
        run.errors,
      ]),
    ),
    '',
    `CPU during the measured ${DURATION_S} s, in % of one core (the machine has ${first.cpu.cores}):`,
    '',
    table(
      ['setup', ...CPU_GROUPS, 'whole machine', 'CPU per completion'],
      runs.map((run) => [
        run.setup,
        ...CPU_GROUPS.map((group) => cpuCell(run, group)),
        `${Math.round(run.cpu.machine)} %`,
        cpuPerCompletion(run),
      ]),
    ),
    '',
    'After each run every instance was killed (SIGKILL) and each acknowledged completion (warm-up included) looked up:',
    '',
    ...runs.map(checkLine),
  ].join('\n');
}
