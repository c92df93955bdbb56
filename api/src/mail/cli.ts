import { readConfig } from '../config';
import { connect } from '../db/connect';
import { listDeadMail, requeueDeadMail } from './deadLetters';

const USAGE = 'Usage: pnpm --filter api run mail dead | requeue <event id>... | requeue --all';

/** `tsx src/mail/cli.ts dead|requeue` against the configured database: the operator's view of the outbox. */
async function main([command, ...args]: string[]): Promise<void> {
  if (command !== 'dead' && !(command === 'requeue' && args.length > 0)) throw new Error(USAGE);
  const db = connect(readConfig().database);
  try {
    if (command === 'dead') {
      const dead = await listDeadMail(db);
      for (const mail of dead)
        process.stdout.write(
          `${mail.eventId}  ${mail.topic}  to ${mail.to}  "${mail.subject}"  queued ${mail.createdAt}, given up ${mail.deadAt} after ${mail.attempts} attempts: ${mail.lastError ?? 'no error recorded'}\n`,
        );
      process.stdout.write(`${dead.length} dead-lettered mail(s)\n`);
      return;
    }
    const count = await requeueDeadMail(db, args.includes('--all') ? 'all' : args);
    process.stdout.write(`Re-queued ${count} mail(s); the running API sends them within a minute\n`);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
