import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { calls, type CallName } from 'shared-contract';
import { SANDBOX_SIGNATURE_HEADER } from '../features/payments/sandboxProvider';
import { signWebhook } from '../features/payments/signature';
import { enqueueMail } from '../mail/outbox';
import { CLUSTER_WEBHOOK_SECRET, startCluster, type ApiCluster } from '../testing/cluster';
import { earnLessons } from '../testing/earnedLessons';
import { paymentLink } from '../testing/paymentLink';
import { startThrowawayRedis, type ThrowawayRedis } from '../testing/redis';

/**
 * Two API instances in the production profile on one PostgreSQL and one Redis, behind nginx, as
 * docs/OPERATIONS.md deploys them. Every figure of the issue is checked through the balancer, so requests split
 * across the instances as they would in production.
 */

const CONTACT_LIMIT = 5;
const TRIAL_COURSE = 1;

interface Answer {
  status: number;
  requestId: string;
  body: string;
}

let cluster: ApiCluster | undefined;
let redis: ThrowawayRedis | undefined;

const running = (): ApiCluster => {
  assert.ok(cluster, 'the cluster started');
  return cluster;
};

async function call(name: CallName, payload: unknown, as?: string): Promise<Answer> {
  const { url, identity } = running();
  const spec = calls[name];
  const response = await fetch(`${url}${spec.path}`, {
    method: spec.method,
    headers: {
      'content-type': 'application/json',
      ...(as ? { authorization: `Bearer ${await identity.token(as)}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    requestId: response.headers.get('x-request-id') ?? '',
    body: await response.text(),
  };
}

const completion = (user: string, lesson: number) => ({
  UserID: user,
  CourseID: TRIAL_COURSE,
  LessonID: lesson,
  UserEmail: `${user}@example.test`,
  LessonName: `Lesson ${lesson}`,
  KlavioProfileID: null,
});

async function enrolInTrial(user: string): Promise<void> {
  const answer = await call('enrollFreeTrial', { UserID: user, Source: 'two-instance test' }, user);
  assert.equal(answer.status, 200, answer.body);
}

/**
 * Which instance (upstream address) served each request id, from the balancer's access log; waits until the
 * given ids are logged (nginx writes the line just after it answers).
 */
async function servedBy(ids: string[]): Promise<Map<string, string>> {
  for (let tries = 0; ; tries += 1) {
    const lines = (await running().balancerLog()).trim().split('\n').filter(Boolean);
    const upstreams = new Map(
      lines.map((line) => {
        const entry = JSON.parse(line) as { requestId: string; upstream: string };
        return [entry.requestId, entry.upstream];
      }),
    );
    if (tries >= 50 || ids.every((id) => upstreams.has(id))) return upstreams;
    await delay(20);
  }
}

async function instancesServing(answers: Answer[]): Promise<Set<string>> {
  const upstreams = await servedBy(answers.map((answer) => answer.requestId));
  return new Set(answers.map((answer) => upstreams.get(answer.requestId) ?? 'unknown'));
}

describe('two API instances behind a load balancer on PostgreSQL and Redis', () => {
  before(async () => {
    redis = await startThrowawayRedis();
    cluster = await startCluster({
      instances: 2,
      redisUrl: redis.url,
      env: { RATE_LIMIT_CONTACT: `${CONTACT_LIMIT}/1m`, RATE_LIMIT_LESSON: '100/1m' },
    });
  });

  after(async () => {
    await cluster?.close();
    await redis?.stop();
  });

  it('follows one request id from the balancer’s access log into the log of the instance that served it', async () => {
    const answer = await call('getCourses', undefined);
    assert.equal(answer.status, 200);
    assert.match(answer.requestId, /^[0-9a-f]{32}$/, 'nginx’s $request_id');
    const upstream = (await servedBy([answer.requestId])).get(answer.requestId);
    const instance = running().instances.find((candidate) => upstream?.endsWith(`:${candidate.port}`));
    assert.ok(instance, `the balancer logged the request ${answer.requestId}`);
    const logged = new RegExp(`"requestId":"${answer.requestId}"`);
    for (let tries = 0; tries < 50 && !logged.test(instance.log()); tries += 1) await delay(20);
    assert.match(instance.log(), logged);
  });

  it('20 concurrent identical completions split across both instances give one row', async () => {
    const user = 'learner-same-lesson';
    await enrolInTrial(user);
    await earnLessons(running().db, user, [3]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('completeLesson', completion(user, 3), user)),
    );
    for (const answer of answers) assert.equal(answer.status, 200, answer.body);
    assert.equal((await instancesServing(answers)).size, 2, 'both instances took a share');
    const rows = await running()
      .db.selectFrom('completed_steps')
      .selectAll()
      .where('user_id', '=', user)
      .where('lesson_id', '=', 3)
      .execute();
    assert.equal(rows.length, 1);
  });

  it('20 concurrent deliveries of one payment webhook split across both instances give one enrolment', async () => {
    const user = 'payer-two-instances';
    const link = await call(
      'createPaymentLink',
      paymentLink(user, { CouponCode: null, OfferPrice: null }),
      user,
    );
    assert.equal(link.status, 200, link.body);
    const payment = await running()
      .db.selectFrom('payments')
      .select(['payment_id', 'amount', 'currency'])
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow();
    const event = JSON.stringify({
      type: 'payment.succeeded',
      paymentId: payment.payment_id,
      amount: Number(payment.amount),
      currency: payment.currency,
      attemptId: 'attempt-two-instances',
      card: { brand: 'Visa', last4: '4242' },
    });
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const response = await fetch(`${running().url}/payments/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signWebhook(CLUSTER_WEBHOOK_SECRET, event),
          },
          body: event,
        });
        return {
          status: response.status,
          requestId: response.headers.get('x-request-id') ?? '',
          body: await response.text(),
        };
      }),
    );
    for (const delivery of deliveries) assert.equal(delivery.status, 200, delivery.body);
    assert.equal((await instancesServing(deliveries)).size, 2, 'both instances took a share');
    const enrolments = await running()
      .db.selectFrom('enrollments')
      .select('source')
      .where('user_id', '=', user)
      .execute();
    assert.deepEqual(enrolments, [{ source: 'payment' }]);
    const paid = await running()
      .db.selectFrom('payments')
      .select('status')
      .where('payment_id', '=', payment.payment_id)
      .executeTakeFirstOrThrow();
    assert.equal(paid.status, 'paid');
  });

  it('a rate limit counts the writes both instances took together', async () => {
    const answers: Answer[] = [];
    for (let n = 1; n <= CONTACT_LIMIT + 3; n += 1)
      answers.push(
        await call('sendContactMessage', {
          firstname: 'Ada',
          lastname: 'Lovelace',
          email: 'ada@example.test',
          subject: `Cluster contact ${n}`,
          message: 'Does the course suit a 10-year-old?',
          terms: true,
        }),
      );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [...Array<number>(CONTACT_LIMIT).fill(200), 429, 429, 429],
    );
    assert.equal((await instancesServing(answers.slice(0, CONTACT_LIMIT))).size, 2);
  });

  it('sends each queued mail exactly once while both instances deliver the outbox', async () => {
    const { db, mail } = running();
    const queued = 30;
    await db.transaction().execute(async (trx) => {
      for (let n = 1; n <= queued; n += 1)
        await enqueueMail(trx, 'cluster-test', {
          to: 'team@example.test',
          subject: `Cluster mail ${n}`,
          text: `Mail number ${n}`,
        });
    });
    const pending = async () =>
      Number(
        (
          await db
            .selectFrom('outbox')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('processed_at', 'is', null)
            .where('dead_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).count,
      );
    for (let tries = 0; (await pending()) > 0; tries += 1) {
      assert.ok(tries < 300, 'the outbox is delivered within 30 s');
      await delay(100);
    }
    // Two more polling rounds of both instances: a mail sent twice would arrive now.
    await delay(2500);
    const counts = new Map<string, number>();
    for (const subject of mail.subjects) counts.set(subject, (counts.get(subject) ?? 0) + 1);
    for (let n = 1; n <= queued; n += 1)
      assert.equal(counts.get(`Cluster mail ${n}`), 1, `Cluster mail ${n} arrived once`);
    const twice = [...counts].filter(([, count]) => count > 1);
    assert.deepEqual(twice, [], 'no mail of the contact messages either arrived twice');
  });

  it('killing one instance (SIGKILL) under completion load loses no acknowledged completion, and the other keeps answering', async () => {
    const { instances, db } = running();
    const [victim, survivor] = instances;
    assert.ok(victim && survivor);
    const learners = Array.from({ length: 8 }, (_, n) => `learner-under-load-${n + 1}`);
    const work = learners.flatMap((learner) =>
      Array.from({ length: 30 }, (_, n) => ({ learner, lesson: n + 1 })),
    );
    for (const learner of learners) {
      await enrolInTrial(learner);
      await earnLessons(
        db,
        learner,
        work.filter((each) => each.learner === learner).map((each) => each.lesson),
      );
    }
    const acknowledged: typeof work = [];
    const afterKill: Answer[] = [];
    let started = 0;
    let killed = false;
    const worker = async () => {
      for (let next = work[started++]; next; next = work[started++]) {
        if (!killed && started >= work.length / 3) {
          killed = true;
          victim.process.kill('SIGKILL');
        }
        const wasKilled = killed;
        const answer = await call('completeLesson', completion(next.learner, next.lesson), next.learner);
        if (answer.status === 200) acknowledged.push(next);
        if (wasKilled) afterKill.push(answer);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    assert.ok(killed);
    assert.equal(await victim.exited, null, 'the victim was killed, not stopped');

    const stored = new Set(
      (
        await db
          .selectFrom('completed_steps')
          .select(['user_id', 'lesson_id'])
          .where('user_id', 'in', learners)
          .execute()
      ).map((row) => `${row.user_id}/${row.lesson_id}`),
    );
    const lost = acknowledged.filter(({ learner, lesson }) => !stored.has(`${learner}/${lesson}`));
    assert.deepEqual(lost, [], 'every acknowledged completion is stored');
    // Requests in flight to the victim when it died may fail; everything after goes to the survivor.
    const lastAnswers = afterKill.slice(-60);
    assert.ok(lastAnswers.length >= 60);
    for (const answer of lastAnswers) assert.equal(answer.status, 200, answer.body);
    const upstreams = await servedBy(lastAnswers.map((answer) => answer.requestId));
    for (const answer of lastAnswers)
      assert.ok(upstreams.get(answer.requestId)?.endsWith(`:${survivor.port}`), 'served by the survivor');
    assert.equal((await fetch(`${survivor.url}/ready`)).status, 200);
  });
});
