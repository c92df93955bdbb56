import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { isCountedLesson, type OwnCertificate, type PublicCertificate } from 'shared-contract';
import type { CertificatesTable, Database } from '../../db/schema';
import type { Learner } from '../../identity/identity';
import { enrolmentOwners } from '../learning/enrollments';
import { newCertificateId } from './certificateId';
import { printedName } from './printedName';

/** Class id of the PostgreSQL advisory locks taken here (the other key is the learner's hash). */
const CERTIFICATE_LOCK_CLASS = 19_001;

/**
 * Holds back the learner's other certificate checks until this transaction ends. Without it, on PostgreSQL, a
 * last lesson and a last exercise pass committed at the same moment would each miss the other's row and no
 * certificate would be issued; with it, whichever checks second sees the first one's committed row. SQLite
 * runs one transaction at a time anyway.
 */
async function lockLearner(trx: Kysely<Database>, learnerKey: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`select pg_advisory_xact_lock(${CERTIFICATE_LOCK_CLASS}, hashtext(${learnerKey}))`.execute(trx);
}

/**
 * The name printed for the learner (cleaned and shortened, see printedName): a child profile's name; for the
 * account holder the name of their profile (the user name they chose, else their first and last name). Undefined when the account has no name yet: its
 * certificates wait until it has one (getOwnCertificates issues them then).
 */
async function learnerName(trx: Kysely<Database>, learner: Learner): Promise<string | undefined> {
  if (learner.profileId) {
    const child = await trx
      .selectFrom('child_profiles')
      .select('name')
      .where('profile_id', '=', learner.profileId)
      .where('account_id', '=', learner.accountId)
      .executeTakeFirst();
    return (child && printedName(child.name)) || undefined;
  }
  const profile = await trx
    .selectFrom('user_profiles')
    .select(['user_name', 'first_name', 'last_name'])
    .where('user_id', '=', learner.accountId)
    .executeTakeFirst();
  const candidates = [profile?.user_name, profile && `${profile.first_name} ${profile.last_name}`];
  return candidates.map((name) => name && printedName(name)).find((name) => !!name);
}

/** The courses open to the learner without a certificate of theirs yet; only those teaching `lessonId` if given. */
async function uncertifiedCourses(
  trx: Kysely<Database>,
  learner: Learner,
  lessonId?: number,
): Promise<number[]> {
  const rows = await trx
    .selectFrom('enrollments')
    .select('enrollments.course_id')
    .distinct()
    .where('enrollments.user_id', 'in', enrolmentOwners(learner))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('certificates')
            .select('certificates.course_id')
            .whereRef('certificates.course_id', '=', 'enrollments.course_id')
            .where('certificates.user_id', '=', learner.key),
        ),
      ),
    )
    .$if(lessonId !== undefined, (query) =>
      query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('course_chapters')
            .innerJoin('lessons', 'lessons.chapter_id', 'course_chapters.chapter_id')
            .select('lessons.lesson_id')
            .whereRef('course_chapters.course_id', '=', 'enrollments.course_id')
            .where('lessons.lesson_id', '=', lessonId ?? 0),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.course_id);
}

/**
 * Of the courses, those the learner finished: every counted lesson completed (in any course that teaches it,
 * as progress counts everywhere) and every exercise passed. A course without counted lessons is never finished.
 */
async function finishedCourses(
  trx: Kysely<Database>,
  learnerKey: string,
  courseIds: number[],
): Promise<number[]> {
  const [lessons, completed, passed] = await Promise.all([
    trx
      .selectFrom('course_chapters')
      .innerJoin('lessons', 'lessons.chapter_id', 'course_chapters.chapter_id')
      .leftJoin('exercises', 'exercises.lesson_id', 'lessons.lesson_id')
      .select([
        'course_chapters.course_id as course_id',
        'lessons.lesson_id as lesson_id',
        'lessons.lesson_name as lesson_name',
        'exercises.lesson_id as exercise_id',
      ])
      .where('course_chapters.course_id', 'in', courseIds)
      .execute(),
    trx.selectFrom('completed_steps').select('lesson_id').where('user_id', '=', learnerKey).execute(),
    trx
      .selectFrom('exercise_progress')
      .select('lesson_id')
      .where('user_id', '=', learnerKey)
      .where('passed', '=', 1)
      .execute(),
  ]);
  const done = new Set(completed.map((row) => row.lesson_id));
  const passes = new Set(passed.map((row) => row.lesson_id));
  return courseIds.filter((courseId) => {
    const ofCourse = lessons.filter((lesson) => lesson.course_id === courseId);
    const counted = ofCourse.filter((lesson) => isCountedLesson(lesson.lesson_name));
    return (
      counted.length > 0 &&
      counted.every((lesson) => done.has(lesson.lesson_id)) &&
      ofCourse.every((lesson) => lesson.exercise_id === null || passes.has(lesson.lesson_id))
    );
  });
}

/**
 * Issues the learner a certificate for each course they have just finished, once: call it inside the
 * transaction that records a completion or a pass (with its lesson) or on its own (every course). The
 * (learner, course) key makes a repeat a no-op; the learner lock makes racing final steps issue one.
 */
export async function issueCertificates(
  trx: Kysely<Database>,
  learner: Learner,
  lessonId?: number,
): Promise<void> {
  await lockLearner(trx, learner.key);
  const candidates = await uncertifiedCourses(trx, learner, lessonId);
  if (candidates.length === 0) return;
  const finished = await finishedCourses(trx, learner.key, candidates);
  if (finished.length === 0) return;
  const name = await learnerName(trx, learner);
  if (!name) return;
  const courses = await trx
    .selectFrom('courses')
    .select(['course_id', 'course_name', 'instructor_name'])
    .where('course_id', 'in', finished)
    .execute();
  const issuedAt = new Date().toISOString();
  for (const course of courses)
    await trx
      .insertInto('certificates')
      .values({
        certificate_id: newCertificateId(),
        user_id: learner.key,
        account_id: learner.accountId,
        course_id: course.course_id,
        learner_name: name,
        course_name: course.course_name,
        instructor_name: course.instructor_name,
        issued_at: issuedAt,
      })
      .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
      .execute();
}

/**
 * issueCertificates for the step just recorded in `trx`, inside a savepoint: a failure to issue (a bug, a
 * constraint, a lost lock) is undone alone and logged, so the learner's completion or pass is still recorded
 * and answered; ownCertificates issues the certificate when they next list theirs. SQL savepoints, as the
 * callers' transactions are Kysely callback transactions, on SQLite and PostgreSQL alike.
 */
export async function issueCertificatesAfterStep(
  trx: Kysely<Database>,
  learner: Learner,
  lessonId: number,
  log: FastifyBaseLogger,
): Promise<void> {
  await sql`savepoint issue_certificates`.execute(trx);
  try {
    await issueCertificates(trx, learner, lessonId);
  } catch (error) {
    await sql`rollback to savepoint issue_certificates`.execute(trx);
    log.error({ err: error, lessonId }, 'certificate not issued: it is issued when the learner lists theirs');
  }
  await sql`release savepoint issue_certificates`.execute(trx);
}

const issuedOn = (row: Pick<CertificatesTable, 'issued_at'>) => row.issued_at.slice(0, 10);

/**
 * The learner's certificates, oldest first, after issuing any they earned but were not given (finished before
 * certificates existed, or issuing failed with their last step). Plain reads decide first, so listing (each
 * visit to My Courses) takes the write transaction and the learner lock only when a course looks finished.
 */
export async function ownCertificates(db: Kysely<Database>, learner: Learner): Promise<OwnCertificate[]> {
  const candidates = await uncertifiedCourses(db, learner);
  if (candidates.length > 0 && (await finishedCourses(db, learner.key, candidates)).length > 0)
    await db.transaction().execute((trx) => issueCertificates(trx, learner));
  const rows = await db
    .selectFrom('certificates')
    .select(['certificate_id', 'course_id', 'course_name', 'learner_name', 'issued_at'])
    .where('user_id', '=', learner.key)
    .orderBy('issued_at')
    .orderBy('course_id')
    .execute();
  return rows.map((row) => ({
    certificateId: row.certificate_id,
    courseId: row.course_id,
    courseName: row.course_name,
    learnerName: row.learner_name,
    issuedOn: issuedOn(row),
  }));
}

/** What anyone with the number may see of a certificate; undefined for an unknown number. */
export async function findCertificate(
  db: Kysely<Database>,
  certificateId: string,
): Promise<PublicCertificate | undefined> {
  const row = await db
    .selectFrom('certificates')
    .select(['certificate_id', 'learner_name', 'course_name', 'instructor_name', 'issued_at'])
    .where('certificate_id', '=', certificateId)
    .executeTakeFirst();
  return (
    row && {
      certificateId: row.certificate_id,
      learnerName: row.learner_name,
      courseName: row.course_name,
      instructorName: row.instructor_name,
      issuedOn: issuedOn(row),
    }
  );
}
