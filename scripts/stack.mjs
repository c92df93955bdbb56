// `node scripts/stack.mjs [--profile dev|e2e] [--quiet] [--except shell,catalog]`: runs the already-built site
// until Ctrl-C, without the parts named by --except.
import { parseArgs } from 'node:util';
import { DEMO_USER } from './lib/identity.mjs';
import { announce, parseExcept, runStack } from './lib/stack.mjs';

const { values } = parseArgs({
  options: {
    profile: { type: 'string', default: 'dev' },
    quiet: { type: 'boolean', default: false },
    except: { type: 'string', default: '' },
  },
});
const except = parseExcept(values.except);
const { settings } = await runStack({ profile: values.profile, quiet: values.quiet, except });
announce(settings, DEMO_USER, except);
