import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { describeApi, STAGE, type ApiEnv } from '../../testing/apiHarness';
import { enroll } from './enrollments';
import { learnerFilesDir } from './fileDownloads';
import { FILE_LINK_SECONDS, signFileLink } from './fileLinks';

const MAIN_COURSE = 5;
const MAIN_COURSE_ZIP = '/files/courses/python-programming-masterclass.zip';
const FILE_LINK_SECRET = 'file-downloads-test-secret';
/** The app's default public address (no PUBLIC_API_URL in tests) and stage. */
const fileLinks = { baseUrl: `http://127.0.0.1:4000${STAGE}`, secret: FILE_LINK_SECRET };

/** Follows a link as a browser's download does: a plain GET, without the bearer token. */
function download(env: ApiEnv, link: string) {
  const url = new URL(link);
  return env.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** The link with one query parameter replaced. */
function withParam(link: string, name: string, value: string): string {
  const url = new URL(link);
  url.searchParams.set(name, value);
  return url.toString();
}

const stored = (file: string) => readFileSync(path.join(path.dirname(learnerFilesDir), file));

/** A lesson of the main course's paid chapters that has downloadable files. */
async function paidLessonWithFiles(db: Kysely<Database>) {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select(['lessons.lesson_id', 'lessons.chapter_id', 'lessons.files'])
    .where('course_chapters.course_id', '=', MAIN_COURSE)
    .where('lessons.chapter_id', '>', 2)
    .where('lessons.files', '!=', '[]')
    .orderBy('lessons.lesson_id')
    .executeTakeFirstOrThrow();
  const request = { CourseID: MAIN_COURSE, ChapterID: row.chapter_id, LessonID: row.lesson_id };
  return { request, files: JSON.parse(row.files) as string[] };
}

describeApi(
  'learner file downloads',
  (test) => {
    test("lets the enrolled download a paid course's files and its lessons' files through the links they get", async (env) => {
      await enroll(env.db, 'files-1', MAIN_COURSE, 'payment');
      const { file } = await env.ok(
        'getCourseFiles',
        { UserID: 'files-1', CourseID: MAIN_COURSE },
        { as: 'files-1' },
      );
      const zip = await download(env, file);
      assert.equal(zip.statusCode, 200, zip.body);
      assert.equal(zip.headers['content-type'], 'application/zip');
      assert.equal(
        zip.headers['content-disposition'],
        'attachment; filename="python-programming-masterclass.zip"',
      );
      assert.equal(zip.headers['cache-control'], 'private, no-store');
      assert.ok(zip.rawPayload.equals(stored(MAIN_COURSE_ZIP)));

      const paid = await paidLessonWithFiles(env.db);
      const lesson = await env.ok('fetchLesson', { UserID: 'files-1', ...paid.request }, { as: 'files-1' });
      const served = await Promise.all(lesson.Files.map((link) => download(env, link)));
      assert.deepEqual(
        served.map((answer) => [answer.statusCode, answer.rawPayload]),
        paid.files.map((file) => [200, stored(file)]),
      );
    });

    test('keeps paid files from a learner who is not enrolled: no link is given and the bare address serves nothing', async (env) => {
      const notEnrolled = `You are not enrolled in course ${MAIN_COURSE}`;
      const paid = await paidLessonWithFiles(env.db);
      await env.rejects(
        'getCourseFiles',
        [[{ UserID: 'files-2', CourseID: MAIN_COURSE }, 403, notEnrolled]],
        { as: 'files-2' },
      );
      await env.rejects('fetchLesson', [[{ UserID: 'files-2', ...paid.request }, 403, notEnrolled]], {
        as: 'files-2',
      });
      for (const file of [MAIN_COURSE_ZIP, ...paid.files]) {
        const bare = await download(env, `${fileLinks.baseUrl}${file}`);
        assert.equal(bare.statusCode, 403, file);
        assert.equal(bare.json<{ message: string }>().message, 'This download link is not valid');
      }
      // The free trial's link works for this learner, and does not open another file.
      const trial = await env.ok('getCourseFiles', { UserID: 'files-2', CourseID: 1 }, { as: 'files-2' });
      assert.equal((await download(env, trial.file)).statusCode, 200);
      const swapped = await download(
        env,
        trial.file.replace('free-trial.zip', 'python-programming-masterclass.zip'),
      );
      assert.equal(swapped.statusCode, 403);
    });

    test('refuses a tampered or expired link', async (env) => {
      const link = signFileLink(fileLinks, MAIN_COURSE_ZIP);
      assert.equal(
        (await download(env, link)).statusCode,
        200,
        "a link signed with the server's secret works",
      );
      const expires = Number(new URL(link).searchParams.get('expires'));
      const notValid = 'This download link is not valid';
      const refusals: Array<[label: string, link: string, message: string]> = [
        ['later expiry', withParam(link, 'expires', String(expires + 3600)), notValid],
        ['other signature', withParam(link, 'signature', 'A'.repeat(43)), notValid],
        ['no signature', link.replace(/&signature=.*$/, ''), notValid],
        [
          'another secret',
          signFileLink({ ...fileLinks, secret: 'not-the-server-secret' }, MAIN_COURSE_ZIP),
          notValid,
        ],
        [
          'expired',
          signFileLink(fileLinks, MAIN_COURSE_ZIP, Date.now() - (FILE_LINK_SECONDS + 1) * 1000),
          'This download link has expired: open the lesson again for a new one',
        ],
      ];
      for (const [label, refused, message] of refusals) {
        const answer = await download(env, refused);
        assert.equal(answer.statusCode, 403, label);
        assert.equal(answer.json<{ message: string }>().message, message, label);
      }
    });

    test('serves nothing outside the two file folders, signed or not', async (env) => {
      for (const file of ['/files/courses/..%2F..%2Fpackage.json', '/files/other/x.zip', '/files/courses/']) {
        const answer = await download(env, `${fileLinks.baseUrl}${file}`);
        assert.equal(answer.statusCode, 404, file);
      }
      const missing = await download(env, signFileLink(fileLinks, '/files/courses/no-such-course.zip'));
      assert.equal(missing.statusCode, 404);
    });
  },
  { fileLinkSecret: FILE_LINK_SECRET },
);
