import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
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
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  // Several API instances may share the file; wait for a writer instead of failing at once.
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
