// The page budgets: the gzipped JavaScript each route's first view needs, measured on the production build
// (shell/dist and every mfe-*/dist; build them first), against performance-budgets.json. Prints the table; exits
// non-zero when a route is over its budget and the file says "enforce": true (or with --enforce).
import path from 'node:path';
import { platformClaims } from './lib/contract-check.mjs';
import { loadManifests } from './lib/load-manifests.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { decide, formatTable, judge, readBudgets } from './lib/route-budgets.mjs';
import { homeFirstView, measureRoutes } from './lib/route-weight.mjs';

const BUDGET_FILE = 'performance-budgets.json';

const budgets = readBudgets(path.join(repoRoot, BUDGET_FILE));
const enforce = budgets.enforce || process.argv.includes('--enforce');
const remotes = await loadManifests();
const shellRoutes = platformClaims()
  .claims.filter((claim) => claim.what === 'route path' && claim.owner === 'the shell')
  .map((claim) => claim.value);
const rows = judge(
  measureRoutes({
    shellDist: path.join(repoRoot, 'shell', 'dist'),
    shellRoutes,
    homeRegions: homeFirstView(path.join(repoRoot, 'shell')),
    remotes: remotes.map((remote) => ({ ...remote, dist: path.join(remote.dir, 'dist') })),
    variants: budgets.exceptions,
  }),
  budgets,
);
console.info(formatTable(rows));
const { exitCode, message } = decide(rows, enforce);
console[exitCode ? 'error' : 'info'](`\n${message}`);
process.exitCode = exitCode;
