// `npm start`: install with the pinned pnpm, build every remote and the shell, then run the composed site.
import { DEMO_USER } from './lib/identity.mjs';
import { pnpm } from './lib/pnpm.mjs';
import { announce, runStack } from './lib/stack.mjs';

const skipInstall = process.argv.includes('--no-install');
const skipBuild = process.argv.includes('--no-build');

if (!skipInstall) await pnpm(['install', '--frozen-lockfile']);
if (!skipBuild)
  await pnpm(['--filter', 'shell', '--filter', 'mfe-*', '--workspace-concurrency=2', 'run', 'build']);
const { settings } = await runStack({ profile: 'dev' });
announce(settings, DEMO_USER);
