// `node scripts/check-contract.mjs`: fails, one line per problem, when two remotes (or a remote and the shell or
// shared-events) inject the same endpoint or slice name, claim the same route or region, or a remote's source
// and its manifest disagree (see scripts/lib/contract-check.mjs). `npm test` runs it before the build.
import { checkContract } from './lib/contract-check.mjs';

const { remotes, problems } = await checkContract();
for (const problem of problems) console.error(problem);
if (problems.length) {
  console.error(`contract check: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  process.exit(1);
}
console.info(`contract check: ${remotes.length} remotes, no collisions, every injection declared`);
