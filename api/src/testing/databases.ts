import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { connect, type DatabaseTarget } from '../db/connect';
import { migrate } from '../db/migrate';
import type { Database } from '../db/schema';
import { seed } from '../db/seed/seed';
import { startThrowawayPostgres } from './postgres';

export interface TestDatabase {
  db: Kysely<Database>;
  /** Where it is, for a second connection (as another API instance would open). */
  target: DatabaseTarget;
  close(): Promise<void>;
}

export interface Backend {
  name: 'sqlite' | 'postgres';
  /**
   * A migrated database of this kind, seeded with the demo content unless `seeded` is false; undefined when the
   * backend is not installed here.
   */
  open(options?: OpenOptions): Promise<TestDatabase | undefined>;
}

export interface OpenOptions {
  seeded?: boolean;
}

async function prepared(
  db: Kysely<Database>,
  { seeded = true }: OpenOptions = {},
): Promise<Kysely<Database>> {
  await migrate(db);
  if (seeded) await seed(db);
  return db;
}

/** The backends every database test runs against: a real SQLite file and a throwaway PostgreSQL cluster. */
export const backends: Backend[] = [
  {
    name: 'sqlite',
    async open(options) {
      const dir = await mkdtemp(path.join(tmpdir(), 'api-sqlite-'));
      const target: DatabaseTarget = { kind: 'sqlite', file: path.join(dir, 'app.sqlite') };
      const db = await prepared(connect(target), options);
      return {
        db,
        target,
        async close() {
          await db.destroy();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'postgres',
    async open(options) {
      const server = await startThrowawayPostgres();
      if (!server) {
        console.warn(
          'PostgreSQL binaries (initdb, pg_ctl) not found: skipping the PostgreSQL run of the API tests',
        );
        return undefined;
      }
      try {
        // The cluster is stopped right after the pool ends; its goodbye to a closing connection is expected.
        const target: DatabaseTarget = { kind: 'postgres', url: server.url };
        const db = await prepared(
          connect(target, () => undefined),
          options,
        );
        return {
          db,
          target,
          async close() {
            await db.destroy();
            await server.stop();
          },
        };
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
  },
];

/** Row counts of every table, to prove a rejected request wrote nothing. */
export async function rowCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const tables: (keyof Database)[] = [
    'courses',
    'chapters',
    'course_chapters',
    'lessons',
    'reviews',
    'enrollments',
    'completed_steps',
    'coupons',
    'user_profiles',
    'blog_posts',
    'blog_comments',
    'newsletter_signups',
    'contact_messages',
    'workshop_applications',
    'payments',
    'outbox',
    'exercises',
    'exercise_progress',
    'exercise_attempts',
    'child_profiles',
    'family_settings',
    'weekly_summaries',
    'certificates',
    'weekly_goals',
    'video_positions',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}
