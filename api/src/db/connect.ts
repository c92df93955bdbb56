import { chmodSync, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'sqlite'; file: string };

/** Told when an idle PostgreSQL connection drops (server restart, failover); the pool reconnects on next use. */
export type ConnectionLost = (error: Error) => void;

const reportLostConnection: ConnectionLost = (error) =>
  console.error(`database connection lost: ${error.message}`);

/** Opens the database: PostgreSQL for scale-out, or an embedded SQLite file in WAL mode. */
export function connect(
  target: DatabaseTarget,
  onConnectionLost: ConnectionLost = reportLostConnection,
): Kysely<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // Without a listener an idle client's error is an uncaught exception that stops the process.
    pool.on('error', onConnectionLost);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(target.file), { recursive: true });
  // Learners' e-mails and progress live here: readable by the API's user only, whatever the umask.
  // SQLite gives the -wal and -shm files the database file's mode.
  if (!existsSync(target.file)) writeFileSync(target.file, '', { flag: 'wx', mode: 0o600 });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several API instances may share the file; wait for a writer instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  // Only once the file proved to be a database: a wrong DATABASE_FILE keeps its mode.
  for (const file of [target.file, `${target.file}-wal`, `${target.file}-shm`])
    if (existsSync(file)) ownerOnly(file);
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingCause(sqlite) });
}

/** Takes away group and other access (files made before the API created them 0600). */
function ownerOnly(file: string): void {
  const mode = statSync(file).mode & 0o777;
  if (mode !== 0o600) chmodSync(file, 0o600);
}

/**
 * On SQLITE_FULL or SQLITE_IOERR SQLite may undo the transaction itself; Kysely's ROLLBACK then fails with
 * "cannot rollback - no transaction is active" and that error would replace the real cause in the log.
 */
class SqliteDriverKeepingCause extends SqliteDriver {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection);
  }
}

class SqliteDialectKeepingCause extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingCause(this.sqlite);
  }
}
