import assert from 'node:assert/strict';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { decodeBody, errorEnvelope } from 'shared-contract';
import { buildApp } from './app';
import { migrate } from './db/migrate';
import { seed } from './db/seed/seed';
import { backends, rowCounts, type TestDatabase } from './testing/databases';

for (const backend of backends) {
  describe(`API on ${backend.name}`, () => {
    let database: TestDatabase | undefined;
    let app: FastifyInstance | undefined;

    before(async () => {
      database = await backend.open();
      if (database) app = await buildApp({ db: database.db, stage: '/dev' });
    });

    after(async () => {
      await app?.close();
      await database?.close();
    });

    /** The app and database, or a skipped test when this backend is not installed. */
    function ready(t: TestContext): { app: FastifyInstance; database: TestDatabase } | undefined {
      if (!app || !database) {
        t.skip(`${backend.name} is not available on this machine`);
        return undefined;
      }
      return { app, database };
    }

    const post = (target: FastifyInstance, url: string, payload: unknown) =>
      target.inject({ method: 'POST', url, payload: payload as object });

    it('lists the seeded courses by CourseID in the contract shape', async (t) => {
      const env = ready(t);
      if (!env) return;
      const response = await env.app.inject({ method: 'GET', url: '/dev/courses' });
      assert.equal(response.statusCode, 200);
      const wire = response.json<{ body: string }>();
      assert.equal(
        typeof JSON.parse(wire.body).Courses[0].CourseChapters,
        'string',
        'CourseChapters travels as a JSON string',
      );
      const { Courses } = decodeBody('getCourses', wire);
      assert.deepEqual(
        Courses.map((course) => [course.CourseID, course.CourseLink]),
        [
          [1, 'free-trial'],
          [2, 'introduction-to-python'],
          [3, 'python-advanced'],
          [4, 'python-web-starter'],
          [5, 'python-programming-masterclass'],
        ],
      );
      const [trial, , , , main] = Courses;
      assert.equal(trial?.Price, 0);
      assert.deepEqual(trial?.CourseChapters, [1, 2]);
      assert.deepEqual([main?.Price, main?.OfferPrice], [199, 89]);
      assert.deepEqual(main?.CourseChapters.slice(0, 3), [1, 2, 3]);
    });

    it('returns the requested chapters by id, ignoring unknown ids, with the free trial ending at lesson 38', async (t) => {
      const env = ready(t);
      if (!env) return;
      const response = await post(env.app, '/dev/chapter/get-multiple', { ChapterIDs: [2, 999, 1] });
      assert.equal(response.statusCode, 200);
      const { Chapters } = decodeBody('getChapters', response.json());
      assert.deepEqual(
        Chapters.map((chapter) => chapter.ChapterID),
        [1, 2],
      );
      const trialLessons = Chapters.flatMap((chapter) => chapter.ChapterLessons);
      assert.deepEqual(
        trialLessons,
        Array.from({ length: 38 }, (_, index) => index + 1),
      );
    });

    it('returns lesson names by id, ignoring unknown ids', async (t) => {
      const env = ready(t);
      if (!env) return;
      const ids = Array.from({ length: 38 }, (_, index) => 38 - index);
      const response = await post(env.app, '/dev/lesson/get-names', { LessonIDs: [...ids, 100000] });
      const { Lessons } = decodeBody('getLessonNames', response.json());
      assert.deepEqual(
        Lessons.map((lesson) => lesson.LessonID),
        [...ids].reverse(),
      );
      const counted = Lessons.filter(
        ({ LessonName }) => !LessonName.includes('Exercise') && !LessonName.includes('Chapter Summary'),
      );
      assert.ok(
        counted.length > 20 && counted.length < 38,
        'the trial has exercises and summaries that do not count',
      );
      assert.equal(Lessons.at(-1)?.LessonName, 'Project - Number Guessing Game');
    });

    it('answers an empty id list with an empty list', async (t) => {
      const env = ready(t);
      if (!env) return;
      const response = await post(env.app, '/dev/lesson/get-names', { LessonIDs: [] });
      assert.deepEqual(decodeBody('getLessonNames', response.json()), { Lessons: [] });
    });

    it('rejects bad input with 400, a message naming the problem, and no rows written', async (t) => {
      const env = ready(t);
      if (!env) return;
      const countsBefore = await rowCounts(env.database.db);
      const cases: Array<[string, string | object, string]> = [
        ['/dev/chapter/get-multiple', '{"ChapterIDs": [1,', 'body is not valid JSON'],
        ['/dev/chapter/get-multiple', {}, 'body/ChapterIDs is required'],
        ['/dev/chapter/get-multiple', { ChapterIDs: 'one' }, 'body/ChapterIDs must be an array of integers'],
        ['/dev/chapter/get-multiple', { ChapterIDs: [1, 1] }, 'body/ChapterIDs must not repeat an id'],
        ['/dev/lesson/get-names', { LessonIDs: [1, 'x'] }, 'body/LessonIDs/1 must be a positive integer'],
        [
          '/dev/lesson/get-names',
          { LessonIDs: Array.from({ length: 101 }, (_, i) => i + 1) },
          'body/LessonIDs must hold at most 100 ids',
        ],
      ];
      const target = env.app;
      for (const [url, payload, message] of cases) {
        const response = await target.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        assert.equal(response.statusCode, 400, `${url} ${JSON.stringify(payload)}`);
        assert.deepEqual(errorEnvelope.parse(response.json()), {
          statusCode: 400,
          error: 'Bad Request',
          message,
        });
      }
      const empty = await env.app.inject({ method: 'POST', url: '/dev/lesson/get-names' });
      assert.equal(empty.statusCode, 400);
      assert.match(empty.json<{ message: string }>().message, /^body is required/);
      assert.deepEqual(await rowCounts(env.database.db), countsBefore);
    });

    it('answers unknown routes with a JSON 404', async (t) => {
      const env = ready(t);
      if (!env) return;
      const response = await post(env.app, '/dev/x', {});
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), {
        statusCode: 404,
        error: 'Not Found',
        message: 'Route POST /dev/x not found',
      });
      const outsideStage = await env.app.inject({ method: 'GET', url: '/courses' });
      assert.equal(outsideStage.statusCode, 404);
    });

    it('reports health with a database check, inside and outside the stage prefix', async (t) => {
      const env = ready(t);
      if (!env) return;
      const target = env.app;
      for (const url of ['/dev/health', '/health']) {
        const response = await target.inject({ method: 'GET', url });
        assert.equal(response.statusCode, 200);
        assert.deepEqual(JSON.parse(response.json<{ body: string }>().body), {
          status: 'ok',
          database: 'ok',
        });
      }
    });

    it('allows the shell origin by CORS', async (t) => {
      const env = ready(t);
      if (!env) return;
      const corsApp = await buildApp({ db: env.database.db, corsOrigins: ['http://127.0.0.1:8080'] });
      const response = await corsApp.inject({
        method: 'OPTIONS',
        url: '/dev/chapter/get-multiple',
        headers: {
          origin: 'http://127.0.0.1:8080',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization,x-learner-profile',
        },
      });
      const answer = await corsApp.inject({
        method: 'GET',
        url: '/dev/courses',
        headers: { origin: 'http://127.0.0.1:8080' },
      });
      await corsApp.close();
      assert.equal(response.headers['access-control-allow-origin'], 'http://127.0.0.1:8080');
      // A child profile's requests carry the learner-profile header across origins, a parent's the parent proof.
      assert.equal(
        response.headers['access-control-allow-headers'],
        'Content-Type, Authorization, X-Learner-Profile, X-Parent-Proof',
      );
      // The browser may read a parent proof the API hands back (after the family's first child profile).
      assert.equal(answer.headers['access-control-expose-headers'], 'X-Parent-Proof');
    });

    it('seeds idempotently and re-runs migrations as a no-op', async (t) => {
      const env = ready(t);
      if (!env) return;
      const first = await rowCounts(env.database.db);
      await seed(env.database.db);
      assert.deepEqual(await migrate(env.database.db), []);
      await seed(env.database.db);
      assert.deepEqual(await rowCounts(env.database.db), first);
      assert.equal(first.courses, 5);
      assert.equal(first.coupons, 2);
      assert.ok((first.lessons ?? 0) > 38 && (first.reviews ?? 0) > 0 && (first.blog_posts ?? 0) > 0);
    });
  });
}
