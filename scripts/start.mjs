// `npm start [-- --except shell,catalog] [--no-install] [--no-build]`: install with the pinned pnpm, build
// every remote and the shell, then run the composed site. `--except` leaves parts out (neither built nor
// served), so their dev servers (`pnpm --filter <package> dev`) can take their ports.
import { parseArgs } from 'node:util';
import { DEMO_USER } from './lib/identity.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { announce, parseExcept, partFolder, runStack, SITE_PARTS } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    'no-install': { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    except: { type: 'string', default: '' },
  },
});
const except = parseExcept(values.except);
const folders = SITE_PARTS.filter((part) => !except.has(part)).map(partFolder);

if (!values['no-install']) await pnpm(['install', '--frozen-lockfile']);
if (!values['no-build'] && folders.length)
  await pnpm([
    ...folders.flatMap((folder) => ['--filter', folder]),
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
const { settings } = await runStack({ profile: 'dev', except });
announce(settings, DEMO_USER, except);
