// `node scripts/stack.mjs [--profile dev|e2e] [--quiet]`: runs the already-built site until Ctrl-C.
import { parseArgs } from 'node:util';
import { DEMO_USER } from './lib/identity.mjs';
import { announce, runStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: { profile: { type: 'string', default: 'dev' }, quiet: { type: 'boolean', default: false } },
});
const { settings } = await runStack({ profile: values.profile, quiet: values.quiet });
announce(settings, DEMO_USER);
