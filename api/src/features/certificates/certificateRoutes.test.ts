import assert from 'node:assert/strict';
import { PostgresAdapter, sql } from 'kysely';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  ACCOUNT_NAME_MAX,
  certificateMessages,
  certificatePdfPath,
  CERTIFICATE_ID_PATTERN,
  displayName,
  NAME_MAX,
} from 'shared-contract';
import { describeApi, STAGE, type ApiEnv } from '../../testing/apiHarness';
import { enroll } from '../learning/enrollments';
import { addChild } from '../family/testing';
import { writtenDate } from './certificatePdf';
import { issueCertificates } from './certificates';
import { certificateRows, complete, pass, register, shortCourse, type ShortCourse } from './testing';
import { testChecker } from '../../testing/checker';

/** Every step of the course but `missing`, which a test takes last. */
async function allBut(
  env: ApiEnv,
  account: string,
  course: ShortCourse,
  missing: Array<'second' | 'exercise'>,
  profile?: string,
) {
  const options = profile ? { profile } : {};
  for (const lessonId of [course.first, course.second, course.summary]) {
    if (lessonId === course.second && missing.includes('second')) continue;
    assert.equal((await complete(env, account, course, lessonId, options)).statusCode, 200);
  }
  if (!missing.includes('exercise'))
    assert.equal((await pass(env, account, course, options)).statusCode, 200);
}

const pdfOf = (env: ApiEnv, certificateId: string, remoteAddress = '10.19.9.1') =>
  env.app.inject({ method: 'GET', url: `${STAGE}${certificatePdfPath(certificateId)}`, remoteAddress });

/** The text pieces of the PDF's page, each with its font size and baseline. */
async function pdfItems(bytes: Buffer): Promise<Array<{ str: string; size: number; y: number }>> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await document.getPage(1);
  const content = await page.getTextContent();
  await document.destroy();
  return content.items.flatMap((item) =>
    'str' in item && item.str
      ? [{ str: item.str, size: Math.hypot(item.transform[0], item.transform[1]), y: item.transform[5] }]
      : [],
  );
}

/** The page's lines: pieces on one baseline (a name drawn in several fonts is several pieces) joined. */
async function pdfText(bytes: Buffer): Promise<string> {
  const lines: Array<{ y: number; text: string }> = [];
  for (const item of await pdfItems(bytes)) {
    const last = lines.at(-1);
    if (last && Math.abs(last.y - item.y) < 1) last.text += item.str;
    else lines.push({ y: item.y, text: item.str });
  }
  return lines.map((line) => line.text).join('\n');
}

describeApi(
  'certificates',
  (test) => {
    test('issues no certificate while one counted lesson or the exercise is missing, then exactly one', async (env) => {
      const course = await shortCourse(env.db, 901);
      const account = 'cert-steps';
      await register(env, account, 'Maya Cohen');
      await enroll(env.db, account, course.courseId, 'payment');

      await allBut(env, account, course, ['second', 'exercise']);
      await pass(env, account, course);
      assert.deepEqual(await certificateRows(env.db, account), [], 'a counted lesson is missing');
      assert.deepEqual((await env.ok('getOwnCertificates', undefined, { as: account })).certificates, []);

      const second = await shortCourse(env.db, 902);
      await enroll(env.db, account, second.courseId, 'payment');
      await allBut(env, account, second, ['exercise']);
      assert.deepEqual(await certificateRows(env.db, account), [], 'the exercise is not passed');
      const failed = await pass(env, account, second, {}, 'x');
      assert.equal(failed.statusCode, 200);
      assert.deepEqual(await certificateRows(env.db, account), [], 'a failed check is no pass');

      await complete(env, account, course, course.second);
      await pass(env, account, second);
      const rows = await certificateRows(env.db, account);
      assert.deepEqual(rows.map((row) => row.course_id).sort(), [901, 902]);
      for (const row of rows) {
        assert.match(row.certificate_id, CERTIFICATE_ID_PATTERN);
        assert.equal(row.learner_name, 'Maya Cohen');
        assert.equal(row.instructor_name, 'Daniel Adler');
        assert.equal(row.account_id, account);
      }
      // Repeats change nothing.
      await complete(env, account, course, course.second);
      await pass(env, account, second);
      const own = await env.ok('getOwnCertificates', undefined, { as: account });
      assert.equal(own.certificates.length, 2);
      assert.deepEqual(
        own.certificates.map((certificate) => [
          certificate.courseId,
          certificate.courseName,
          certificate.learnerName,
        ]),
        [
          [901, 'Short Course 901', 'Maya Cohen'],
          [902, 'Short Course 902', 'Maya Cohen'],
        ],
      );
      assert.ok(own.certificates.every((certificate) => /^\d{4}-\d{2}-\d{2}$/.test(certificate.issuedOn)));
    });

    test('issues exactly one certificate when ten final completions arrive at once', async (env) => {
      const course = await shortCourse(env.db, 903);
      const account = 'cert-ten';
      await register(env, account, 'Ten Times');
      await enroll(env.db, account, course.courseId, 'payment');
      await allBut(env, account, course, ['second']);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => complete(env, account, course, course.second)),
      );
      for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
      assert.equal((await certificateRows(env.db, account)).length, 1);
    });

    test('issues exactly one certificate when the last lesson and the last exercise pass race', async (env) => {
      for (let round = 0; round < 5; round += 1) {
        const course = await shortCourse(env.db, 910 + round);
        const account = `cert-race-${round}`;
        await register(env, account, `Racer ${round}`);
        await enroll(env.db, account, course.courseId, 'payment');
        await allBut(env, account, course, ['second', 'exercise']);
        const answers = await Promise.all([
          complete(env, account, course, course.second),
          pass(env, account, course),
          complete(env, account, course, course.second),
          pass(env, account, course),
        ]);
        for (const answer of answers) assert.equal(answer.statusCode, 200, answer.body);
        assert.equal((await certificateRows(env.db, account)).length, 1, `round ${round}`);
      }
    });

    test('issues the certificate when the final lesson and the final pass commit together (no write skew)', async (env) => {
      // On PostgreSQL both transactions write before either checks (the barrier); SQLite has one writer, so there
      // the second transaction runs after the first commits, and the barrier would wait for it forever.
      const interleaved = env.db.getExecutor().adapter instanceof PostgresAdapter;
      const course = await shortCourse(env.db, 920);
      const account = 'cert-skew';
      const learner = { accountId: account, profileId: null, key: account };
      await register(env, account, 'Skew Free');
      await enroll(env.db, account, course.courseId, 'payment');
      await allBut(env, account, course, ['second', 'exercise']);
      let arrived = 0;
      let release: () => void = () => undefined;
      const bothWrote = new Promise<void>((resolve) => (release = resolve));
      const barrier = async () => {
        if (!interleaved) return;
        arrived += 1;
        if (arrived === 2) release();
        await bothWrote;
      };
      await Promise.all([
        env.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('completed_steps')
            .values({
              user_id: account,
              course_id: course.courseId,
              lesson_id: course.second,
              completed_at: new Date().toISOString(),
            })
            .execute();
          await barrier();
          await issueCertificates(trx, learner, course.second);
        }),
        env.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('exercise_progress')
            .values({
              user_id: account,
              lesson_id: course.exercise,
              last_code: 'print("Hello")',
              hints_used: 0,
              passed: 1,
              failed_checks: 0,
              solution_revealed_at: null,
              updated_at: new Date().toISOString(),
            })
            .execute();
          await barrier();
          await issueCertificates(trx, learner, course.exercise);
        }),
      ]);
      assert.equal((await certificateRows(env.db, account)).length, 1);
    });

    test("prints a child's own name on a child's certificate, and a learner lists only their own", async (env) => {
      const course = await shortCourse(env.db, 904);
      const parent = 'cert-family';
      await register(env, parent, 'Parent Person');
      await enroll(env.db, parent, course.courseId, 'payment');
      const child = await addChild(env, parent, 'Zoë');
      await allBut(env, parent, course, [], child);
      const [row] = await certificateRows(env.db, child);
      assert.equal(row?.learner_name, 'Zoë');
      assert.equal(row?.account_id, parent);
      assert.deepEqual(await certificateRows(env.db, parent), [], 'the parent has not finished it');
      const asChild = await env.ok('getOwnCertificates', undefined, { as: parent, profile: child });
      assert.deepEqual(
        asChild.certificates.map((certificate) => certificate.learnerName),
        ['Zoë'],
      );
      assert.deepEqual((await env.ok('getOwnCertificates', undefined, { as: parent })).certificates, []);
      const response = await env.call('getOwnCertificates', undefined, { as: parent, profile: child });
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal((await env.call('getOwnCertificates', undefined)).statusCode, 401);
    });

    test('issues a certificate earned before certificates existed when the learner lists theirs', async (env) => {
      const course = await shortCourse(env.db, 905);
      const account = 'cert-earlier';
      await register(env, account, 'Early Bird');
      await enroll(env.db, account, course.courseId, 'payment');
      await allBut(env, account, course, []);
      await env.db.deleteFrom('certificates').where('user_id', '=', account).execute();

      const { certificates } = await env.ok('getOwnCertificates', undefined, { as: account });
      assert.deepEqual(
        certificates.map((certificate) => certificate.courseId),
        [905],
      );
      assert.equal((await env.ok('getOwnCertificates', undefined, { as: account })).certificates.length, 1);
    });

    test('records the last step and answers 200 when issuing fails; listing certificates issues it later', async (env) => {
      const away = sql`alter table certificates rename to certificates_away`;
      const back = sql`alter table certificates_away rename to certificates`;
      for (const [index, last] of (['second', 'exercise'] as const).entries()) {
        const course = await shortCourse(env.db, 950 + index);
        const account = `cert-failing-${last}`;
        await register(env, account, 'Fay Lure');
        await enroll(env.db, account, course.courseId, 'payment');
        await allBut(env, account, course, [last]);
        await away.execute(env.db);
        try {
          const answer =
            last === 'second'
              ? await complete(env, account, course, course.second)
              : await pass(env, account, course);
          assert.equal(answer.statusCode, 200, answer.body);
        } finally {
          await back.execute(env.db);
        }
        if (last === 'second') {
          const steps = await env.ok(
            'getCompletedSteps',
            { UserID: account, CourseID: course.courseId },
            {
              as: account,
            },
          );
          assert.ok(steps.CompletedSteps.some((step) => step.LessonID === course.second));
        } else {
          const exercise = await env.ok(
            'fetchExercise',
            { UserID: account, CourseID: course.courseId, LessonID: course.exercise },
            { as: account },
          );
          assert.equal(exercise.Passed, true);
        }
        assert.deepEqual(await certificateRows(env.db, account), [], 'nothing issued yet');
        const { certificates } = await env.ok('getOwnCertificates', undefined, { as: account });
        assert.deepEqual(
          certificates.map((certificate) => certificate.courseId),
          [course.courseId],
        );
      }
    });

    test('lists certificates without a write transaction unless a course looks finished', async (env, t) => {
      const course = await shortCourse(env.db, 960);
      const account = 'cert-cheap-list';
      await register(env, account, 'Cheap Lister');
      await enroll(env.db, account, course.courseId, 'payment');
      await allBut(env, account, course, ['second']);
      await env.db.deleteFrom('certificates').where('user_id', '=', account).execute();
      const transactions = t.mock.method(env.db, 'transaction');
      assert.deepEqual((await env.ok('getOwnCertificates', undefined, { as: account })).certificates, []);
      assert.equal(transactions.mock.callCount(), 0, 'nothing finished: reads only');
      await complete(env, account, course, course.second);
      await env.db.deleteFrom('certificates').where('user_id', '=', account).execute();
      const before = transactions.mock.callCount();
      assert.equal((await env.ok('getOwnCertificates', undefined, { as: account })).certificates.length, 1);
      assert.equal(transactions.mock.callCount(), before + 1, 'a finished course without its certificate');
      await env.ok('getOwnCertificates', undefined, { as: account });
      assert.equal(transactions.mock.callCount(), before + 1, 'issued: reads only again');
    });

    test('lets anyone verify a certificate by its number, with no e-mail, account or profile id', async (env) => {
      const course = await shortCourse(env.db, 906, 'Python for Łucja');
      const parent = 'cert-public-parent';
      await register(env, parent, 'Parent Public');
      await enroll(env.db, parent, course.courseId, 'payment');
      const child = await addChild(env, parent, 'Łucja');
      await allBut(env, parent, course, [], child);
      const [row] = await certificateRows(env.db, child);
      assert.ok(row);
      const expected = {
        certificateId: row.certificate_id,
        learnerName: 'Łucja',
        courseName: 'Python for Łucja',
        instructorName: 'Daniel Adler',
        issuedOn: row.issued_at.slice(0, 10),
      };
      const visitor = { remoteAddress: '10.19.1.1' };
      const response = await env.call('verifyCertificate', { certificateId: row.certificate_id }, visitor);
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(JSON.parse(response.json<{ body: string }>().body), expected);
      for (const secret of [parent, child, `${parent}@example.com`])
        assert.ok(!response.body.includes(secret), `the answer names no ${secret}`);
      // Typed in lower case with spaces around it, it is the same number.
      const typed = await env.ok(
        'verifyCertificate',
        { certificateId: ` ${row.certificate_id.toLowerCase()} ` },
        visitor,
      );
      assert.deepEqual(typed, expected);

      await env.rejects(
        'verifyCertificate',
        [
          [{ certificateId: '0000-0000-0000-0000' }, 404, certificateMessages.notFound],
          [{ certificateId: 'not-a-number' }, 400, certificateMessages.idFormat],
          [{}, 400, certificateMessages.idFormat],
        ],
        { remoteAddress: '10.19.1.2' },
      );
    });

    test('serves the PDF to anyone with the number: its text names the learner, the course and where to verify it', async (env) => {
      const course = await shortCourse(env.db, 907, 'Python Adventures');
      const account = 'cert-pdf';
      await register(env, account, 'Nguyễn Zoë');
      await enroll(env.db, account, course.courseId, 'payment');
      await allBut(env, account, course, []);
      const [row] = await certificateRows(env.db, account);
      assert.ok(row);
      const response = await pdfOf(env, row.certificate_id);
      assert.equal(response.statusCode, 200, response.body.slice(0, 200));
      assert.equal(response.headers['content-type'], 'application/pdf');
      assert.equal(
        response.headers['content-disposition'],
        `attachment; filename="certificate-${row.certificate_id}.pdf"`,
      );
      assert.match(String(response.headers['cache-control']), /max-age=\d+/);
      assert.doesNotMatch(String(response.headers['cache-control']), /no-store/);
      const bytes = response.rawPayload;
      assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');
      const text = await pdfText(bytes);
      for (const line of [
        'Certificate of Completion',
        'Nguyễn Zoë',
        'has completed the course',
        'Python Adventures',
        `on ${writtenDate(row.issued_at.slice(0, 10))}`,
        'Instructor: Daniel Adler',
        `Certificate number: ${row.certificate_id}`,
        `Verify at http://127.0.0.1:8080/certificate/${row.certificate_id}`,
      ])
        assert.ok(text.includes(line), `the PDF says ${line}: ${text}`);
      for (const secret of [account, `${account}@example.com`]) {
        assert.ok(!text.includes(secret), `the PDF text names no ${secret}`);
        assert.ok(!bytes.toString('latin1').includes(secret), `the PDF file holds no ${secret}`);
      }

      const unknown = await pdfOf(env, '0000-0000-0000-0000', '10.19.9.2');
      assert.equal(unknown.statusCode, 404);
      assert.equal(unknown.json<{ message: string }>().message, certificateMessages.notFound);
      const malformed = await pdfOf(env, 'nope', '10.19.9.2');
      assert.equal(malformed.statusCode, 400);
      assert.equal(malformed.json<{ message: string }>().message, certificateMessages.idFormat);
    });

    test("prints an account's name without control or direction characters, shortened, readable in the PDF", async (env) => {
      const longName = 'Wolfgang Amadeus '.repeat(121).slice(0, ACCOUNT_NAME_MAX);
      const cases = [
        { userName: 'Maya\nCohen', printed: 'Maya Cohen' },
        { userName: 'Eve \u202Eevil\u200B \uFEFFPerson\t', printed: 'Eve evil Person' },
        { userName: longName, printed: displayName(longName, NAME_MAX) },
      ];
      for (const [index, { userName, printed }] of cases.entries()) {
        const course = await shortCourse(env.db, 930 + index);
        const account = `cert-name-${index}`;
        await register(env, account, userName);
        await enroll(env.db, account, course.courseId, 'payment');
        await allBut(env, account, course, []);
        const [row] = await certificateRows(env.db, account);
        assert.equal(row?.learner_name, printed);
      }
      const [long] = await certificateRows(env.db, 'cert-name-2');
      assert.ok(long);
      assert.equal(long.learner_name.length, NAME_MAX);
      const items = await pdfItems((await pdfOf(env, long.certificate_id, '10.19.9.3')).rawPayload);
      const nameItems = items.filter(
        (item) => item.str.trim() && long.learner_name.includes(item.str.trim()),
      );
      assert.equal(
        nameItems.map((item) => item.str.trim()).join(' '),
        long.learner_name,
        'the whole name is printed',
      );
      for (const item of nameItems) assert.ok(item.size >= 16, `the name is readable: ${item.size} pt`);
    });

    test("prints a name in any script a child's name may use: Chinese, Japanese, Korean, Devanagari, Thai", async (env) => {
      const course = await shortCourse(env.db, 940);
      const parent = 'cert-scripts';
      await register(env, parent, 'Parent Scripts');
      await enroll(env.db, parent, course.courseId, 'payment');
      for (const [index, name] of ['陈小明', 'さくら', '민준', 'आरव', 'ธนา'].entries()) {
        const child = await addChild(env, parent, name);
        await allBut(env, parent, course, [], child);
        const [row] = await certificateRows(env.db, child);
        assert.ok(row);
        const response = await pdfOf(env, row.certificate_id, `10.19.9.${10 + index}`);
        assert.equal(response.statusCode, 200);
        const text = await pdfText(response.rawPayload);
        assert.ok(text.includes(name), `the PDF names ${name}: ${text}`);
        assert.ok(text.includes('Python') || text.includes('Short Course 940'), 'and the rest of it');
      }
    });

    test('limits the PDF and the verification per client address', async (env) => {
      const address = '10.19.5.1';
      for (let request = 0; request < 3; request += 1)
        assert.equal((await pdfOf(env, '0000-0000-0000-0000', address)).statusCode, 404);
      const limited = await pdfOf(env, '0000-0000-0000-0000', address);
      assert.equal(limited.statusCode, 429);
      const verify = await env.call(
        'verifyCertificate',
        { certificateId: '0000-0000-0000-0000' },
        { remoteAddress: address },
      );
      assert.equal(verify.statusCode, 429, 'verification shares the budget');
      assert.equal((await pdfOf(env, '0000-0000-0000-0000', '10.19.5.2')).statusCode, 404, 'another address');
    });
  },
  { rateLimits: { limits: { certificate: { max: 3, windowSeconds: 60 } } }, checker: testChecker() },
);
