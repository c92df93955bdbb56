import path from 'node:path';
import type { ApiConfig } from './config';

type CodedError = Error & { code?: unknown; path?: unknown; syscall?: unknown };

/** The error and its causes, outermost first. */
function chain(error: unknown): CodedError[] {
  const errors: CodedError[] = [];
  for (let current = error; current instanceof Error && errors.length < 10; current = current.cause)
    errors.push(current);
  return errors;
}

/**
 * One line for the operator saying why the API cannot start and what to do (printed instead of a stack trace).
 * Configuration errors already say so in their message; known system and database errors are explained here.
 */
export function explainStartupFailure(error: unknown, config?: ApiConfig): string {
  const errors = chain(error);
  const coded = errors.find((candidate) => typeof candidate.code === 'string');
  const code = typeof coded?.code === 'string' ? coded.code : undefined;
  const file = config?.database.kind === 'sqlite' ? config.database.file : undefined;
  const where = typeof coded?.path === 'string' ? coded.path : (file ?? config?.dataDir ?? 'the data folder');
  const postgres = 'Check DATABASE_URL and that the PostgreSQL server is running.';
  switch (code) {
    case 'SQLITE_NOTADB':
      return `DATABASE_FILE ${file} is not a SQLite database. Point DATABASE_FILE at a database file or remove it.`;
    case 'SQLITE_CORRUPT':
      return `DATABASE_FILE ${file} is damaged. Restore it from a backup or point DATABASE_FILE at another file.`;
    case 'SQLITE_CANTOPEN':
    case 'SQLITE_READONLY':
    case 'SQLITE_READONLY_DIRECTORY':
    case 'SQLITE_PERM':
      return `DATABASE_FILE ${file} cannot be written (${code}). Make it and its folder writable for the user the API runs as, or point DATABASE_FILE elsewhere.`;
    case 'SQLITE_FULL':
    case 'ENOSPC':
      return `the disk holding ${where} is full. Free some space, then start the API again.`;
    case 'EADDRINUSE':
      return `port ${config?.port} on ${config?.host} is already in use. Stop the other program or set PORT to a free port.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${config?.host} is not an address of this machine. Set HOST to one of its addresses (0.0.0.0 for all).`;
    case 'EACCES':
    case 'EPERM':
    case 'EROFS':
      if (coded?.syscall === 'listen' || coded?.syscall === 'bind')
        return `the API may not listen on port ${config?.port}. Set PORT to 1024 or above.`;
      return `${where} cannot be written (${code}): the data folder is read-only or belongs to another user. Make ${path.dirname(where)} writable for the user the API runs as, or point DATABASE_FILE at a writable folder.`;
    case 'ENOENT':
      return `${where} cannot be created (ENOENT). Point DATABASE_FILE at a file in a folder the API can create.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `${where} is in the way of the data folder (a file where a folder should be). Point DATABASE_FILE at a file inside a folder.`;
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'ETIMEDOUT':
    case 'ECONNRESET':
      return `the PostgreSQL server of DATABASE_URL cannot be reached (${code}). ${postgres}`;
    case '28P01':
    case '28000':
      return `PostgreSQL refused the user or password in DATABASE_URL. ${postgres}`;
    case '3D000':
      return `the database named in DATABASE_URL does not exist. Create it or correct DATABASE_URL.`;
    default:
      return (errors.map((cause) => cause.message).join(': ') || String(error)).replace(/\s*\n\s*/g, ' ');
  }
}
