import { readConfig } from '../config';
import { connect } from './connect';
import { migrate } from './migrate';
import { seed } from './seed/seed';

/** `tsx src/db/cli.ts migrate|seed` against the configured database (seed migrates first). */
async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') {
    throw new Error('Usage: tsx src/db/cli.ts migrate|seed');
  }
  const config = readConfig();
  const db = connect(config.database);
  try {
    const applied = await migrate(db);
    process.stdout.write(
      applied.length ? `Applied migrations: ${applied.join(', ')}\n` : 'Schema is up to date\n',
    );
    if (command === 'seed') {
      await seed(db, { demoContent: config.seedDemoContent });
      process.stdout.write(
        config.seedDemoContent
          ? 'Demo content is in place\n'
          : 'The free trial and its coupons are in place\n',
      );
    }
  } finally {
    await db.destroy();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
