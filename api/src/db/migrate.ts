import { Migrator, type Kysely, type Migration } from 'kysely';
import { initial } from './migrations/001-initial';
import { liveStudentCounts } from './migrations/002-live-student-counts';
import { enrollmentCoupon } from './migrations/003-enrollment-coupon';
import { outboxRetries } from './migrations/004-outbox-retries';
import { readinessProbe } from './migrations/004-readiness-probe';
import { reviewPerLearner } from './migrations/005-review-per-learner';
import { newsletterOptIn } from './migrations/006-newsletter-opt-in';
import { exercises } from './migrations/007-exercises';
import { outboxLease } from './migrations/008-outbox-lease';
import { families } from './migrations/009-families';
import { pinLock } from './migrations/010-pin-lock';
import { certificatesStreaksVideo } from './migrations/011-certificates-streaks-video';
import { accountEmailChecked } from './migrations/012-account-email-checked';
import { tokenRevocation } from './migrations/013-token-revocation';
import { lessonReads } from './migrations/014-lesson-reads';
import { parentChecks } from './migrations/015-parent-checks';
import { weeklySummarySince } from './migrations/016-weekly-summary-since';
import type { Database } from './schema';

/** In-code migrations, applied in name order on SQLite and PostgreSQL alike. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-live-student-counts': liveStudentCounts,
  '003-enrollment-coupon': enrollmentCoupon,
  '004-outbox-retries': outboxRetries,
  '004-readiness-probe': readinessProbe,
  '005-review-per-learner': reviewPerLearner,
  '006-newsletter-opt-in': newsletterOptIn,
  '007-exercises': exercises,
  '008-outbox-lease': outboxLease,
  '009-families': families,
  '010-pin-lock': pinLock,
  '011-certificates-streaks-video': certificatesStreaksVideo,
  '012-account-email-checked': accountEmailChecked,
  '013-token-revocation': tokenRevocation,
  '014-lesson-reads': lessonReads,
  '015-parent-checks': parentChecks,
  '016-weekly-summary-since': weeklySummarySince,
};

/** Brings the schema to the latest migration; Kysely's lock table serialises concurrent instances. */
export async function migrate(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Migration ${failed?.migrationName ?? 'run'} failed: ${reason}`, { cause: error });
  }
  return results.map((result) => result.migrationName);
}
