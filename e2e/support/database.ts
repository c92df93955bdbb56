import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The e2e stack's embedded database: in DATA_DIR when set, else .data/e2e, as scripts/lib/stack.mjs puts it. */
export const E2E_DATABASE_FILE = path.join(
  path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, '.data', 'e2e')),
  'app.sqlite',
);

/** The part of better-sqlite3 used here; the driver is the api package's, so e2e needs no copy of it. */
interface Statement {
  run(...params: unknown[]): { changes: number };
  get(...params: unknown[]): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  close(): void;
}
type SqliteConstructor = new (
  file: string,
  options: { fileMustExist: boolean; timeout: number },
) => SqliteDatabase;

const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));

/** Runs `work` on the running stack's database; the API holds it open in WAL mode, so writers wait their turn. */
function withDatabase<T>(work: (db: SqliteDatabase) => T): T {
  if (process.env.DATABASE_URL)
    throw new Error(
      'The e2e database helpers read the embedded SQLite file; unset DATABASE_URL to use them.',
    );
  const Database = requireFromApi('better-sqlite3') as SqliteConstructor;
  const db = new Database(E2E_DATABASE_FILE, { fileMustExist: true, timeout: 5_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** The first row `sql` selects (columns as in api/src/db/schema.ts), or undefined when there is none. */
export function findRow<Row>(sql: string, ...params: unknown[]): Row | undefined {
  return withDatabase((db) => db.prepare(sql).get(...params) as Row | undefined);
}

export interface CouponSetup {
  /** Stored upper-case, as the API matches codes. */
  code: string;
  discountType: '%' | 'fixed';
  discountAmount: number;
  /** The only course it applies to; null for every course. */
  courseId: number | null;
}

/** Adds an active, non-expiring coupon (columns as in api/src/db/schema.ts, CouponsTable). */
export function createCoupon({ code, discountType, discountAmount, courseId }: CouponSetup): void {
  withDatabase((db) =>
    db
      .prepare(
        'INSERT INTO coupons (code, discount_type, discount_amount, course_id, active, expires_at) VALUES (?, ?, ?, ?, 1, NULL)',
      )
      .run(code.toUpperCase(), discountType, discountAmount, courseId),
  );
}
