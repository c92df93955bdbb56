import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { backends, type TestDatabase } from '../../testing/databases';
import { exercises, lessons } from './catalog';
import { seed } from './seed';

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
