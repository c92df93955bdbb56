// `npm start [-- --except shell,catalog] [--no-install] [--no-build]`: install with the pinned pnpm, build
// every remote and the shell, then run the composed site. `--except` leaves parts out (neither built nor
// served), so their dev servers (`pnpm --filter <package> dev`) can take their ports.
import { parseArgs } from 'node:util';
import { pnpm } from './lib/pnpm.mjs';

const { values } = parseArgs({
  options: {
    'no-install': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    except: { type: 'string', default: '' },
  },
});
if (!values['no-install']) await pnpm(['install', '--frozen-lockfile']);

// The stack's modules use the workspace's packages (jose for the identity provider's key): on a fresh machine
// they exist only once the install above has run, so they are loaded after it.
const { DEMO_USER } = await import('./lib/identity.mjs');
const { announce, parseExcept, partFolder, runStack, SITE_PARTS } = await import('./lib/stack.mjs');
const except = parseExcept(values.except);
const folders = SITE_PARTS.filter((part) => !except.has(part)).map(partFolder);

if (!values['no-build'] && folders.length)
  await pnpm([
    ...folders.flatMap((folder) => ['--filter', folder]),
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
const { settings } = await runStack({ profile: 'dev', except });
announce(settings, DEMO_USER, except);
