import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { backends, rowCounts, type TestDatabase } from '../../testing/databases';
import { courses, exercises, lessons } from './catalog';
import { productContent, seed } from './seed';

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
