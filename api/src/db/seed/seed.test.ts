import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { connect } from '../connect';
import { backends, rowCounts, type TestDatabase } from '../../testing/databases';
import { courses, exercises, lessons } from './catalog';
import { lockSeeding, productContent, seed } from './seed';

const GREETING_CARD = exercises[0]?.lesson_id ?? 0;
const seededHtml = (lessonId: number) => lessons.find((lesson) => lesson.lesson_id === lessonId)?.lesson_html;

const setGreetingCardHtml = (db: Kysely<Database>, html: string) =>
  db.updateTable('lessons').set({ lesson_html: html }).where('lesson_id', '=', GREETING_CARD).execute();

const greetingCardHtml = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('lessons')
      .select('lesson_html')
      .where('lesson_id', '=', GREETING_CARD)
      .executeTakeFirstOrThrow()
  ).lesson_html;

for (const backend of backends) {
  describe(`seeding a database made before exercises existed (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    before(async () => {
      database = await backend.open();
    });
    after(async () => {
      await database?.close();
    });

    test('a lesson gaining its exercise gets the instructions its check was written for', async (t) => {
      if (!database) return t.skip(`${backend.name} is not installed here`);
      const { db } = database;
      // As an older installation has it: the lesson with its old text, no exercise yet.
      await db.deleteFrom('exercises').where('lesson_id', '=', GREETING_CARD).execute();
      await setGreetingCardHtml(db, '<h2>Old text</h2>');

      await seed(db);

      assert.equal(await greetingCardHtml(db), seededHtml(GREETING_CARD));
      const exercise = await db
        .selectFrom('exercises')
        .select('lesson_id')
        .where('lesson_id', '=', GREETING_CARD)
        .executeTakeFirst();
      assert.ok(exercise);
    });

    test('a lesson whose exercise is already there keeps its text as edited since', async (t) => {
      if (!database) return t.skip(`${backend.name} is not installed here`);
      const { db } = database;
      await setGreetingCardHtml(db, '<h2>Edited by the author</h2>');

      await seed(db);

      assert.equal(await greetingCardHtml(db), '<h2>Edited by the author</h2>');
    });

    test('the trial lessons gain their self-hosted videos and English captions; a video set since is kept', async (t) => {
      if (!database) return t.skip(`${backend.name} is not installed here`);
      const { db } = database;
      const withVideo = lessons.filter((lesson) => lesson.lesson_video !== null);
      assert.deepEqual(
        withVideo.map((lesson) => [lesson.lesson_name, lesson.lesson_video, JSON.parse(lesson.captions)]),
        [
          'what-is-programming:Introduction - What Is Programming?',
          'running-your-first-program:Introduction - Running Your First Program',
          'the-print-function:Printing - The print Function',
        ].map((entry) => {
          const [name, title] = entry.split(':');
          return [
            title,
            `/media/lessons/${name}.mp4`,
            [{ Src: `/media/lessons/${name}.en.vtt`, Language: 'en', Label: 'English' }],
          ];
        }),
      );
      const [first, second] = withVideo.map((lesson) => lesson.lesson_id);
      // As a database seeded before the videos has them: no video, no captions; one was given a video since.
      await db
        .updateTable('lessons')
        .set({ lesson_video: null, captions: '[]' })
        .where('lesson_id', '=', first ?? 0)
        .execute();
      await db
        .updateTable('lessons')
        .set({ lesson_video: 'https://videos.example.com/own.mp4' })
        .where('lesson_id', '=', second ?? 0)
        .execute();

      await seed(db);

      const rows = await db
        .selectFrom('lessons')
        .select(['lesson_id', 'lesson_video', 'captions'])
        .where('lesson_id', 'in', [first ?? 0, second ?? 0])
        .orderBy('lesson_id')
        .execute();
      assert.deepEqual(rows, [
        { lesson_id: first, lesson_video: withVideo[0]?.lesson_video, captions: withVideo[0]?.captions },
        {
          lesson_id: second,
          lesson_video: 'https://videos.example.com/own.mp4',
          captions: withVideo[1]?.captions,
        },
      ]);
      const youTube = lessons.filter((lesson) => lesson.youtube_link !== null);
      assert.ok(youTube.length >= 3 && youTube.every((lesson) => lesson.lesson_video === null));
    });
  });
}

for (const backend of backends) {
  describe(`seeding a production site (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    before(async () => {
      database = await backend.open({ seeded: false });
    });
    after(async () => {
      await database?.close();
    });

    test('without demo content only the free trial, its lessons and exercises and the two coupons are seeded', async (t) => {
      if (!database) return t.skip(`${backend.name} is not installed here`);
      const { db } = database;
      await seed(db, { demoContent: false });
      await seed(db, { demoContent: false });
      const courseLinks = (await db.selectFrom('courses').select('course_link').execute()).map(
        (row) => row.course_link,
      );
      assert.deepEqual(courseLinks, ['free-trial']);
      const lessonChapters = new Set(
        (await db.selectFrom('lessons').select('chapter_id').execute()).map((row) => row.chapter_id),
      );
      assert.deepEqual([...lessonChapters].sort(), [1, 2]);
      assert.equal(
        (await db.selectFrom('lessons').select('lesson_id').execute()).length,
        productContent.lessons.length,
      );
      assert.ok(productContent.exercises.length > 0, 'the trial has exercises');
      assert.equal(
        (await db.selectFrom('exercises').select('lesson_id').execute()).length,
        productContent.exercises.length,
      );
      const codes = (await db.selectFrom('coupons').select('code').orderBy('code').execute()).map(
        (row) => row.code,
      );
      assert.deepEqual(codes, ['PY30NOW', 'TRIALCOMPLETE']);
      const counts = await rowCounts(db);
      assert.equal(counts.reviews, 0);
      assert.equal(counts.blog_posts, 0);
      assert.equal(counts.blog_comments, 0);
    });

    test('asking for demo content later adds the demo courses, reviews and posts beside it', async (t) => {
      if (!database) return t.skip(`${backend.name} is not installed here`);
      const { db } = database;
      await seed(db, { demoContent: true });
      const counts = await rowCounts(db);
      assert.equal(counts.courses, courses.length);
      assert.ok((counts.reviews ?? 0) > 0 && (counts.blog_posts ?? 0) > 0);
    });
  });
}

// PostgreSQL only: two API instances share a database only there (SQLite is one instance's file).
const postgres = backends.find((backend) => backend.name === 'postgres');

describe('seeding from instances starting together (postgres)', () => {
  let database: TestDatabase | undefined;
  before(async () => {
    database = await postgres?.open({ seeded: false });
  });
  after(async () => {
    await database?.close();
  });

  test("an instance's seed waits until another instance's seed in progress has committed", async (t) => {
    if (!database) return t.skip('postgres is not installed here');
    const other = connect(database.target, () => undefined);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let first: Promise<void> = Promise.resolve();
    try {
      // Settles once the other instance holds the lock, or with its failure to take it.
      await new Promise<void>((holding, failed) => {
        first = other.transaction().execute(async (trx) => {
          await lockSeeding(trx);
          holding();
          await released;
        });
        first.catch(failed);
      });
      let done = false;
      const second = seed(database.db, { demoContent: false }).then(() => {
        done = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      assert.equal(done, false, 'the second seed went ahead while the first held the lock');
      release();
      await second;
    } finally {
      release();
      await first.catch(() => undefined);
      await other.destroy();
    }
  });

  test('four instances seeding the demo content at once all succeed, and every row is there once', async (t) => {
    if (!database) return t.skip('postgres is not installed here');
    const { target } = database;
    const instances = Array.from({ length: 4 }, () => connect(target, () => undefined));
    try {
      const results = await Promise.allSettled(instances.map((db) => seed(db)));
      assert.deepEqual(
        results.filter((result) => result.status === 'rejected').map((result) => String(result.reason)),
        [],
      );
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
    }
    const counts = await rowCounts(database.db);
    assert.equal(counts.courses, courses.length);
    assert.equal(counts.lessons, lessons.length);
    assert.equal(counts.exercises, exercises.length);
  });
});
