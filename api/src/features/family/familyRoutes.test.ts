import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { calls, CHILD_PROFILES_MAX, familyMessages, type CallName } from 'shared-contract';
import { lessonCompletion } from '../../testing/lessonCompletion';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { testChecker } from '../../testing/checker';
import { earnLessons } from '../../testing/earnedLessons';
import { enroll } from '../learning/enrollments';
import { LEARNER_TABLES } from './profiles';
import { PIN_FAILURES_MAX, PIN_LOCK_SECONDS } from './settings';
import { addChild, MAIN_COURSE, parentOnlyRequests, trialExercise } from './testing';

const attempt = (UserID: string, LessonID: number, Code: string) => ({
  UserID,
  CourseID: 1,
  LessonID,
  Code,
  HintsUsed: 0,
});

/** The calls a child profile makes as itself: learning, its own trial and exercises, the PIN check, public calls. */
const childCalls: CallName[] = [
  'getCourses',
  'getReviews',
  'getCourseRatings',
  'getOwnReview',
  'getChapters',
  'getLessonNames',
  'fetchLesson',
  'getCourseFiles',
  'getCompletedSteps',
  'completeLesson',
  'getEnrollments',
  'enrollFreeTrial',
  'validateCoupon',
  'getBlogPostsMetadata',
  'getBlogPost',
  'getComments',
  'readReviews',
  'readBlogPostsPage',
  'readBlogPost',
  'readComments',
  'confirmNewsletter',
  'fetchExercise',
  'saveExerciseAttempt',
  'checkExercise',
  'revealExerciseSolution',
  'verifyFamilyPin',
  // A parent taking the device back from a child confirms with the password; the switcher lists who learns here.
  'confirmParentSignIn',
  'getLearnerProfiles',
  'verifyCertificate',
  'getOwnCertificates',
  'getLearningStreak',
  'getVideoPosition',
  'saveVideoPosition',
  // A sign-out only narrows the account's access: a child may end the session on the family device.
  'signOut',
];

/**
 * Parent-only, with a sign-in of moments ago instead of a parent proof (a password reset's own sign-in has none):
 * its refusals, a child profile's among them, are signOut.test's.
 */
const freshSignInCalls: CallName[] = ['signOutOtherSessions'];

async function rowsOf(env: ApiEnv, table: (typeof LEARNER_TABLES)[number], userId: string) {
  const row = await env.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The tables of the database that have a user_id column, read from the database itself. */
async function tablesWithUserId(env: ApiEnv): Promise<string[]> {
  const tables = await env.db.introspection.getTables();
  return tables
    .filter((table) => table.columns.some((column) => column.name === 'user_id'))
    .map((table) => table.name)
    .sort();
}

describeApi(
  'families',
  (test) => {
    test('lets a parent add, list, rename and remove child profiles, at most CHILD_PROFILES_MAX', async (env) => {
      const as = { as: 'fam-crud' };
      assert.deepEqual(await env.ok('getFamily', undefined, as), {
        profiles: [],
        hasPin: false,
        weeklySummary: false,
        weeklySummaryTo: null,
      });
      const mia = await env.ok('addChildProfile', { name: '  Mia ', avatar: 'fox', birthYear: 2015 }, as);
      assert.match(mia.profileId, /^[0-9a-f-]{36}$/);
      assert.equal(mia.name, 'Mia');
      const leo = await env.ok('addChildProfile', { name: 'Leo', avatar: 'robot', birthYear: 2013 }, as);
      const renamed = await env.ok(
        'updateChildProfile',
        { profileId: leo.profileId, name: 'Leonardo', avatar: 'dragon', birthYear: 2012 },
        as,
      );
      assert.deepEqual(renamed, {
        profileId: leo.profileId,
        name: 'Leonardo',
        avatar: 'dragon',
        birthYear: 2012,
      });
      const { profiles } = await env.ok('getFamily', undefined, as);
      assert.deepEqual(profiles, [mia, renamed], 'sorted by creation');

      await env.rejects(
        'addChildProfile',
        [
          [
            { name: '', avatar: 'fox', birthYear: 2015 },
            400,
            new RegExp(familyMessages.nameRequired.replace(/[.?]/g, '\\$&')),
          ],
          [{ name: 'Mia', avatar: 'unicorn', birthYear: 2015 }, 400, /avatar/],
          [{ name: 'Mia', avatar: 'fox', birthYear: 1990 }, 400, new RegExp(familyMessages.birthYear)],
          [{ name: 'x'.repeat(31), avatar: 'fox', birthYear: 2015 }, 400, /at most 30/],
        ],
        as,
      );
      for (let count = profiles.length; count < CHILD_PROFILES_MAX; count += 1)
        await addChild(env, 'fam-crud', `Child ${count}`);
      await env.rejects(
        'addChildProfile',
        [[{ name: 'One more', avatar: 'fox', birthYear: 2015 }, 409, familyMessages.tooManyProfiles]],
        as,
      );
      const removed = await env.ok('removeChildProfile', { profileId: mia.profileId }, as);
      assert.match(removed.message, /deleted/);
      const after = await env.ok('getFamily', undefined, as);
      assert.equal(after.profiles.length, CHILD_PROFILES_MAX - 1);
      assert.ok(!after.profiles.some((profile) => profile.profileId === mia.profileId));
    });

    test('keeps to CHILD_PROFILES_MAX when a parent adds many profiles at once', async (env) => {
      const answers = await Promise.all(
        Array.from({ length: CHILD_PROFILES_MAX + 3 }, (_, index) =>
          env.call(
            'addChildProfile',
            { name: `Quick ${index}`, avatar: 'cat', birthYear: 2014 },
            { as: 'fam-race' },
          ),
        ),
      );
      assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [
        ...Array<number>(CHILD_PROFILES_MAX).fill(200),
        409,
        409,
        409,
      ]);
      assert.equal(
        (await env.ok('getFamily', undefined, { as: 'fam-race' })).profiles.length,
        CHILD_PROFILES_MAX,
      );
    });

    test('refuses a header naming no child of the account (made up, malformed, another family, deleted) with the same 403', async (env) => {
      const own = await addChild(env, 'fam-header-a', 'Ava');
      const other = await addChild(env, 'fam-header-b', 'Ben');
      const deleted = await addChild(env, 'fam-header-a', 'Gone');
      await env.ok('removeChildProfile', { profileId: deleted }, { as: 'fam-header-a' });
      for (const profile of [randomUUID(), 'not-a-profile', other, deleted, own.toUpperCase()]) {
        await env.rejects(
          'completeLesson',
          [[lessonCompletion('fam-header-a', 1, 1), 403, familyMessages.profileNotFound]],
          { as: 'fam-header-a', profile },
        );
        await env.rejects(
          'getEnrollments',
          [[{ UserID: 'fam-header-a' }, 403, familyMessages.profileNotFound]],
          { as: 'fam-header-a', profile },
        );
      }
      // The header is checked before anything else, so the sibling family's child learns nothing either.
      await env.rejects('verifyFamilyPin', [[{ pin: '1234' }, 403, familyMessages.profileNotFound]], {
        as: 'fam-header-b',
        profile: own,
      });
      await env.ok('getEnrollments', { UserID: 'fam-header-a' }, { as: 'fam-header-a', profile: own });
    });

    test('keeps each child to its own progress, exercises and trial: header A never sees or writes B’s rows', async (env) => {
      const parent = 'fam-matrix';
      const a = await addChild(env, parent, 'Ada');
      const b = await addChild(env, parent, 'Bo');
      const exercise = await trialExercise(env.db);
      const asA = { as: parent, profile: a };
      const asB = { as: parent, profile: b };

      // A learns: a trial lesson, an exercise attempt, its own free-trial enrolment.
      await env.ok('enrollFreeTrial', { UserID: parent, Source: 'home-hero' }, asA);
      await earnLessons(env.db, a, [1]);
      const { CompletedStep } = await env.ok('completeLesson', lessonCompletion(parent, 1, 1), asA);
      await env.ok('checkExercise', attempt(parent, exercise, 'print("A")'), asA);
      assert.equal(await rowsOf(env, 'completed_steps', a), 1);
      assert.equal(await rowsOf(env, 'exercise_attempts', a), 1);
      assert.equal(await rowsOf(env, 'enrollments', a), 1);
      assert.equal(await rowsOf(env, 'completed_steps', parent), 0, 'nothing is written under the account');

      // A sees its own; B and the parent see none of it.
      assert.deepEqual(await env.ok('getCompletedSteps', { UserID: parent, CourseID: 1 }, asA), {
        CompletedSteps: [CompletedStep],
      });
      const fetched = await env.ok('fetchExercise', { UserID: parent, CourseID: 1, LessonID: exercise }, asA);
      assert.equal(fetched.LastCode, 'print("A")');
      assert.equal(fetched.SolutionAvailable, true);
      for (const options of [asB, { as: parent }]) {
        assert.deepEqual(await env.ok('getCompletedSteps', { UserID: parent, CourseID: 1 }, options), {
          CompletedSteps: [],
        });
        assert.deepEqual(await env.ok('getEnrollments', { UserID: parent }, options), { enrollments: [] });
        const other = await env.ok(
          'fetchExercise',
          { UserID: parent, CourseID: 1, LessonID: exercise },
          options,
        );
        assert.equal(other.LastCode, null);
        assert.equal(other.SolutionAvailable, false);
        await env.rejects(
          'revealExerciseSolution',
          [[{ UserID: parent, CourseID: 1, LessonID: exercise }, 403, /solution opens after/]],
          options,
        );
      }
      const { enrollments } = await env.ok('getEnrollments', { UserID: parent }, asA);
      assert.deepEqual(
        enrollments.map((enrollment) => [enrollment.CourseID, enrollment.CompletedSteps.length]),
        [[1, 1]],
      );

      // No body field reaches another learner: UserID must be the token's account, whatever it names.
      for (const UserID of [a, b, 'someone-else'])
        await env.rejects(
          'getCompletedSteps',
          [[{ UserID, CourseID: 1 }, 403, 'body/UserID does not match the signed-in user']],
          asB,
        );
      // B writes its own row; A's stays as it was.
      await env.ok('saveExerciseAttempt', attempt(parent, exercise, 'print("B")'), asB);
      const again = await env.ok('fetchExercise', { UserID: parent, CourseID: 1, LessonID: exercise }, asA);
      assert.equal(again.LastCode, 'print("A")');
    });

    test('opens the courses the parent bought to every child, each with its own progress and resume point', async (env) => {
      const parent = 'fam-bought';
      const a = await addChild(env, parent, 'Ada');
      const b = await addChild(env, parent, 'Bo');
      const lesson = await env.db
        .selectFrom('lessons')
        .select(['lesson_id', 'chapter_id'])
        .where('chapter_id', '=', 3)
        .orderBy('position')
        .executeTakeFirstOrThrow();
      const fetch = { UserID: parent, CourseID: MAIN_COURSE, ChapterID: 3, LessonID: lesson.lesson_id };
      const notEnrolled = `You are not enrolled in course ${MAIN_COURSE}`;
      await env.rejects('fetchLesson', [[fetch, 403, notEnrolled]], { as: parent, profile: a });
      await enroll(env.db, parent, MAIN_COURSE, 'payment');
      for (const profile of [a, b]) {
        const served = await env.ok('fetchLesson', fetch, { as: parent, profile });
        assert.equal(served.LessonID, lesson.lesson_id);
        await env.ok('getCourseFiles', { UserID: parent, CourseID: MAIN_COURSE }, { as: parent, profile });
      }
      await earnLessons(env.db, a, [lesson.lesson_id]);
      await env.ok('completeLesson', lessonCompletion(parent, MAIN_COURSE, lesson.lesson_id), {
        as: parent,
        profile: a,
      });
      const stepsOf = async (profile?: string) =>
        (
          await env.ok(
            'getCompletedSteps',
            { UserID: parent, CourseID: MAIN_COURSE },
            profile ? { as: parent, profile } : { as: parent },
          )
        ).CompletedSteps.map((step) => step.LessonID);
      assert.deepEqual(await stepsOf(a), [lesson.lesson_id]);
      assert.deepEqual(await stepsOf(b), []);
      assert.deepEqual(await stepsOf(), []);
      // My Courses: the family's course for every child; A's own trial only for A.
      await env.ok('enrollFreeTrial', { UserID: parent, Source: 'home-hero' }, { as: parent, profile: a });
      const coursesOf = async (profile: string) =>
        (await env.ok('getEnrollments', { UserID: parent }, { as: parent, profile })).enrollments.map(
          (row) => [row.CourseID, row.Source],
        );
      assert.deepEqual(await coursesOf(a), [
        [1, 'home-hero'],
        [MAIN_COURSE, 'payment'],
      ]);
      assert.deepEqual(await coursesOf(b), [[MAIN_COURSE, 'payment']]);
      // The child's trial is not the parent's.
      assert.deepEqual(
        (await env.ok('getEnrollments', { UserID: parent }, { as: parent })).enrollments.map(
          (row) => row.CourseID,
        ),
        [MAIN_COURSE],
      );
      // A child writes no review, and is told so: the parent's review is the family's.
      assert.deepEqual(
        await env.ok('getOwnReview', { UserID: parent, CourseID: MAIN_COURSE }, { as: parent, profile: a }),
        {
          Review: null,
          CanReview: false,
        },
      );
    });

    test('refuses a child profile every parent-only call with 403, and classifies every call of the contract', async (env) => {
      const parent = 'fam-parent-only';
      const child = await addChild(env, parent, 'Kid');
      await env.ok(
        'registerUserData',
        { userId: parent, userEmail: `${parent}@example.com`, referralLink: 'None', userName: 'Parent' },
        { as: parent },
      );
      await enroll(env.db, parent, MAIN_COURSE, 'payment');
      const requests = parentOnlyRequests(parent, child);
      const parentOnly = Object.keys(requests) as CallName[];
      assert.deepEqual(
        [...parentOnly, ...childCalls, ...freshSignInCalls].sort(),
        (Object.keys(calls) as CallName[]).sort(),
        'every call is either parent-only (by a proof or a fresh sign-in) or open to a child profile',
      );
      for (const name of parentOnly)
        await env.rejects(name, [[requests[name], 403, familyMessages.parentOnly]], {
          as: parent,
          profile: child,
          remoteAddress: '10.18.0.1',
        });
      // What a child may ask about itself carries nothing of the parent's account.
      const asChild = { as: parent, profile: child };
      const answers = [
        await env.call('getEnrollments', { UserID: parent }, asChild),
        await env.call('getCompletedSteps', { UserID: parent, CourseID: MAIN_COURSE }, asChild),
        await env.call('getOwnReview', { UserID: parent, CourseID: MAIN_COURSE }, asChild),
        await env.call('fetchLesson', { UserID: parent, CourseID: 1, ChapterID: 1, LessonID: 1 }, asChild),
      ];
      for (const answer of answers) {
        assert.equal(answer.statusCode, 200, answer.body);
        assert.ok(!answer.body.includes(`${parent}@example.com`), 'no e-mail address of the parent');
      }
    });

    test("refuses a parent another family's profile: update and remove answer 404 and change nothing", async (env) => {
      const theirs = await addChild(env, 'fam-other-b', 'Theirs');
      await addChild(env, 'fam-other-a', 'Mine');
      await env.rejects(
        'updateChildProfile',
        [
          [
            { profileId: theirs, name: 'Taken', avatar: 'cat', birthYear: 2014 },
            404,
            familyMessages.profileNotFound,
          ],
        ],
        { as: 'fam-other-a' },
      );
      await env.rejects(
        'removeChildProfile',
        [[{ profileId: theirs }, 404, familyMessages.profileNotFound]],
        {
          as: 'fam-other-a',
        },
      );
      await env.rejects('removeChildProfile', [[{ profileId: 'nope' }, 400, /profileId/]], {
        as: 'fam-other-a',
      });
      const family = await env.ok('getFamily', undefined, { as: 'fam-other-b' });
      assert.deepEqual(
        family.profiles.map((profile) => profile.name),
        ['Theirs'],
      );
    });

    test('deletes a profile and every row under its learner key, in every table that has a user_id', async (env) => {
      const parent = 'fam-delete';
      const doomed = await addChild(env, parent, 'Doomed');
      const kept = await addChild(env, parent, 'Kept');
      const exercise = await trialExercise(env.db);
      for (const profile of [doomed, kept]) {
        const as = { as: parent, profile };
        await env.ok('enrollFreeTrial', { UserID: parent, Source: 'home-hero' }, as);
        await env.ok('fetchLesson', { UserID: parent, CourseID: 1, ChapterID: 1, LessonID: 1 }, as);
        await env.ok('completeLesson', lessonCompletion(parent, 1, 1), as);
        await env.ok('checkExercise', attempt(parent, exercise, 'print(1)'), as);
        await env.ok(
          'saveVideoPosition',
          { CourseID: 1, LessonID: 2, PositionSeconds: 9, DurationSeconds: 60 },
          as,
        );
        await env.ok('setWeeklyGoal', { weeklyGoal: 4, profileId: profile }, { as: parent });
        await env.db
          .insertInto('certificates')
          .values({
            certificate_id: `TEST-${profile.slice(0, 4).toUpperCase()}-0000-0000`,
            user_id: profile,
            account_id: parent,
            course_id: 1,
            learner_name: 'Child',
            course_name: 'Python Free Trial',
            instructor_name: 'Daniel Adler',
            issued_at: new Date().toISOString(),
          })
          .execute();
      }
      // Rows a child cannot make through the API today, so a table keyed by learner is proven cleared too.
      const now = new Date().toISOString();
      await env.db
        .insertInto('reviews')
        .values({
          review_id: randomUUID(),
          course_id: 2,
          user_id: doomed,
          rating: 5,
          title: 't',
          comment: 'c',
          user_name: 'D',
          created_at: now,
        })
        .execute();
      await env.db
        .insertInto('blog_comments')
        .values({
          comment_id: randomUUID(),
          post_id: '1004',
          name: 'D',
          message: 'm',
          user_id: doomed,
          created_at: now,
        })
        .execute();

      const withUserId = await tablesWithUserId(env);
      assert.deepEqual(
        withUserId,
        [...LEARNER_TABLES].sort(),
        'the deletion covers every table with a user_id',
      );
      const before: Record<string, number> = {};
      for (const table of LEARNER_TABLES) before[table] = await rowsOf(env, table, kept);
      assert.ok(LEARNER_TABLES.filter((table) => before[table]).length >= 7);

      await env.ok('removeChildProfile', { profileId: doomed }, { as: parent });
      for (const table of withUserId) {
        const row = await sql<{
          count: number | string;
        }>`select count(*) as count from ${sql.table(table)} where user_id = ${doomed}`.execute(env.db);
        assert.equal(Number(row.rows[0]?.count), 0, `${table} keeps no row of the deleted profile`);
      }
      const profileRow = await env.db
        .selectFrom('child_profiles')
        .select('profile_id')
        .where('profile_id', '=', doomed)
        .executeTakeFirst();
      assert.equal(profileRow, undefined);
      for (const table of LEARNER_TABLES)
        assert.equal(await rowsOf(env, table, kept), before[table], `${table}: the sibling keeps its rows`);
      await env.rejects('getEnrollments', [[{ UserID: parent }, 403, familyMessages.profileNotFound]], {
        as: parent,
        profile: doomed,
      });
    });

    test('lets the parent set a PIN and any member of the family check it, rate limited per account', async (env) => {
      const parent = 'fam-pin';
      const child = await addChild(env, parent, 'Pat');
      const asChild = { as: parent, profile: child, remoteAddress: '10.18.1.1' };
      await env.rejects('verifyFamilyPin', [[{ pin: '1234' }, 409, familyMessages.pinNotSet]], asChild);
      await env.rejects('setFamilyPin', [[{ pin: '1234' }, 403, familyMessages.parentOnly]], asChild);
      await env.rejects(
        'setFamilyPin',
        [
          [{ pin: '123' }, 400, new RegExp(familyMessages.pinFormat)],
          [{ pin: '12345' }, 400, new RegExp(familyMessages.pinFormat)],
          [{ pin: 'abcd' }, 400, new RegExp(familyMessages.pinFormat)],
        ],
        { as: parent },
      );
      await env.ok('setFamilyPin', { pin: '2468' }, { as: parent });
      const settings = await env.db
        .selectFrom('family_settings')
        .selectAll()
        .where('account_id', '=', parent)
        .executeTakeFirstOrThrow();
      assert.match(settings.pin_hash ?? '', /^scrypt\$[\w-]+\$[\w-]+$/);
      assert.ok(!settings.pin_hash?.includes('2468'));
      const family = await env.ok('getFamily', undefined, { as: parent });
      assert.equal(family.hasPin, true);
      assert.ok(!JSON.stringify(family).includes('scrypt'), 'the hash never leaves the server');

      // Right PINs never use tries up: a family switching all evening is not locked out.
      for (let check = 0; check < PIN_FAILURES_MAX + 2; check += 1)
        assert.equal((await env.ok('verifyFamilyPin', { pin: '2468' }, asChild)).expiresInSeconds, 15 * 60);
      // Wrong ones in a row do, and a right one gives them back.
      const lockMinutes = PIN_LOCK_SECONDS / 60;
      for (let wrong = 0; wrong < PIN_FAILURES_MAX - 2; wrong += 1)
        await env.rejects('verifyFamilyPin', [[{ pin: '1357' }, 403, familyMessages.pinWrong]], asChild);
      await env.rejects(
        'verifyFamilyPin',
        [[{ pin: '1357' }, 403, familyMessages.pinLastTry(lockMinutes)]],
        asChild,
      );
      await env.ok('verifyFamilyPin', { pin: '2468' }, { as: parent, remoteAddress: '10.18.1.2' });
      // A wrong PIN warns when it leaves one try, and the one that locks says so, not merely that it is wrong.
      const wrongPinSays = [
        ...Array.from({ length: PIN_FAILURES_MAX - 2 }, () => familyMessages.pinWrong),
        familyMessages.pinLastTry(lockMinutes),
        familyMessages.pinLocked(PIN_FAILURES_MAX, lockMinutes),
      ];
      for (const [wrong, message] of wrongPinSays.entries())
        await env.rejects('verifyFamilyPin', [[{ pin: `000${wrong}` }, 403, message]], asChild);
      assert.equal(
        familyMessages.pinLocked(5, 15),
        'The PIN is locked after 5 wrong tries. Try again in 15 minutes, or use the parent’s password.',
      );
      // The fifth wrong PIN in a row locked it for the whole account, parent and children, on every address,
      // and each try meanwhile says how long is left in minutes, and that the password still works.
      for (const options of [asChild, { as: parent, remoteAddress: '10.18.1.3' }]) {
        const locked = await env.call('verifyFamilyPin', { pin: '2468' }, options);
        assert.equal(locked.statusCode, 429, locked.body);
        const retryAfter = Number(locked.headers['retry-after']);
        assert.ok(
          retryAfter > PIN_LOCK_SECONDS - 60 && retryAfter <= PIN_LOCK_SECONDS,
          `Retry-After ${retryAfter}`,
        );
        assert.equal(locked.json().message, familyMessages.pinLocked(PIN_FAILURES_MAX, lockMinutes));
      }
    });

    test('counts concurrent wrong PINs one by one, so a burst cannot get more tries than the lock allows', async (env) => {
      const parent = 'fam-pin-burst';
      const child = await addChild(env, parent, 'Ray');
      await env.ok('setFamilyPin', { pin: '8642' }, { as: parent });
      const guesses = Array.from({ length: 20 }, (_, index) => String(1000 + index));
      const answers = await Promise.all(
        guesses.map((pin) => env.call('verifyFamilyPin', { pin }, { as: parent, profile: child })),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      assert.equal(statuses.filter((status) => status === 403).length, PIN_FAILURES_MAX, statuses.join());
      assert.equal(statuses.filter((status) => status === 429).length, guesses.length - PIN_FAILURES_MAX);
      const locked = await env.call('verifyFamilyPin', { pin: '8642' }, { as: parent });
      assert.equal(locked.statusCode, 429, 'the right PIN waits too');
    });

    test('stores the weekly summary choice with the time zone the dashboard was last opened in', async (env) => {
      const parent = 'fam-summary-flag';
      await addChild(env, parent, 'Sam');
      assert.deepEqual(await env.ok('setWeeklySummary', { enabled: true }, { as: parent }), {
        weeklySummary: true,
      });
      const zoneOf = async () =>
        await env.db
          .selectFrom('family_settings')
          .select(['time_zone', 'weekly_summary'])
          .where('account_id', '=', parent)
          .executeTakeFirstOrThrow();
      assert.deepEqual(await zoneOf(), { time_zone: 'UTC', weekly_summary: 1 });
      await env.ok('getFamilyDashboard', { timeZone: 'America/New_York' }, { as: parent });
      assert.deepEqual(await zoneOf(), { time_zone: 'America/New_York', weekly_summary: 1 });
      // Any spelling Intl accepts is kept by its one canonical name, so spellings cannot pile up.
      await env.ok('getFamilyDashboard', { timeZone: 'america/new_YORK' }, { as: parent });
      assert.deepEqual(await zoneOf(), { time_zone: 'America/New_York', weekly_summary: 1 });
      assert.equal((await env.ok('getFamily', undefined, { as: parent })).weeklySummary, true);
      await env.ok('setWeeklySummary', { enabled: false }, { as: parent });
      assert.deepEqual(await zoneOf(), { time_zone: 'America/New_York', weekly_summary: 0 });
      const since = await env.db
        .selectFrom('family_settings')
        .select('weekly_summary_since')
        .where('account_id', '=', parent)
        .executeTakeFirstOrThrow();
      assert.equal(since.weekly_summary_since, null, 'switched off, the opt-in time goes too');
      await env.rejects(
        'getFamilyDashboard',
        [
          [
            { timeZone: 'Mars/Olympus_Mons' },
            400,
            'body/timeZone must be a time zone name such as Europe/London',
          ],
          [{ timeZone: '' }, 400, /timeZone/],
        ],
        { as: parent },
      );
    });
  },
  { checker: testChecker() },
);
