// The page budgets (performance-budgets.json at the repository's root) and the verdict on a measured route table
// (route-weight.mjs): which routes are over, and the table scripts/check-budgets.mjs prints.
import { readFileSync } from 'node:fs';

/** Budgets are in KB of gzipped JavaScript, 1 KB = 1024 bytes (as docs/PERFORMANCE.md counts). */
export const KB = 1024;

/**
 * @typedef {{ defaultKB: number, routes: Record<string, number> }} Limits KB per route, with a default
 * @typedef {Limits & { enforce: boolean, goal?: Limits, exceptions: import('./route-weight.mjs').Variant[] }} Budgets
 *   the enforced budgets, and the goal they are lowered towards (shown beside them, never enforced)
 */

const isKB = (value) => typeof value === 'number' && value > 0;
const isStrings = (value) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The budget file, checked; throws naming the field that is wrong.
 * @returns {Budgets}
 */
export function readBudgets(file) {
  const budgets = JSON.parse(readFileSync(file, 'utf8'));
  const problem = (field, expected) => new Error(`${file}: "${field}" must be ${expected}`);
  if (typeof budgets.enforce !== 'boolean') throw problem('enforce', 'true or false');
  const checkLimits = (limits, prefix) => {
    if (!isKB(limits.defaultKB)) throw problem(`${prefix}defaultKB`, 'a positive number of KB');
    for (const [route, kb] of Object.entries(limits.routes ?? {}))
      if (!isKB(kb)) throw problem(`${prefix}routes.${route}`, 'a positive number of KB');
  };
  checkLimits(budgets, '');
  if (budgets.goal !== undefined) checkLimits(budgets.goal, 'goal.');
  for (const [i, exception] of (budgets.exceptions ?? []).entries()) {
    for (const field of ['name', 'route', 'why'])
      if (typeof exception[field] !== 'string' || !exception[field])
        throw problem(`exceptions[${i}].${field}`, 'a non-empty string');
    for (const field of ['loads', 'except'])
      if (!isStrings(exception[field]) || !exception[field].length)
        throw problem(`exceptions[${i}].${field}`, 'a non-empty list of module path fragments');
  }
  return { routes: {}, exceptions: [], ...budgets };
}

/**
 * Each row with its budget (the row's own, else its route's, else the default), whether it is over, and its goal.
 * @param {import('./route-weight.mjs').Row[]} rows
 * @param {Budgets} budgets
 */
export function judge(rows, budgets) {
  // An exception row ('lesson with an exercise') may have its own budget, under its name; else its route's.
  const limit = (limits, row) => limits.routes?.[row.name] ?? limits.routes?.[row.route] ?? limits.defaultKB;
  return rows.map((row) => {
    const budgetKB = limit(budgets, row);
    const goalKB = budgets.goal ? limit(budgets.goal, row) : undefined;
    return {
      ...row,
      budgetKB,
      goalKB,
      over: row.bytes > budgetKB * KB,
      overGoal: goalKB !== undefined && row.bytes > goalKB * KB,
    };
  });
}

const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * The judged rows as a Markdown table (the form docs/PERFORMANCE.md records).
 * @param {ReturnType<typeof judge>} rows
 */
export function formatTable(rows) {
  const goals = rows.some((row) => row.goalKB !== undefined);
  const headers = [
    'route',
    'remote',
    'scripts',
    'KB (gzip -6)',
    'budget KB',
    ...(goals ? ['goal KB'] : []),
    'verdict',
  ];
  const cells = rows.map((row) => [
    row.name === row.route ? `\`${row.route}\`` : `${row.name} (\`${row.route}\`)`,
    row.remote,
    String(row.scripts.length),
    kb(row.bytes),
    String(row.budgetKB),
    ...(goals ? [String(row.goalKB ?? '')] : []),
    (row.over ? 'over' : 'ok') +
      (row.overGoal ? ', above goal' : '') +
      (row.excepted.length
        ? `, excepted: ${row.excepted.length} files, ${kb(row.excepted.reduce((sum, s) => sum + s.bytes, 0))} KB`
        : ''),
  ]);
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  return [
    line(headers),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.map(line),
  ].join('\n');
}

/**
 * The check's outcome: a route over its budget fails it (exit code 1) only when the budgets are enforced;
 * otherwise the message still names every route that is over.
 * @param {ReturnType<typeof judge>} rows
 * @param {boolean} enforce
 */
export function decide(rows, enforce) {
  const over = rows.filter((row) => row.over);
  if (!over.length) return { exitCode: 0, message: 'every route is within its budget' };
  const list = over.map((row) => `${row.name} (${kb(row.bytes)} KB > ${row.budgetKB} KB)`).join(', ');
  return enforce
    ? { exitCode: 1, message: `over budget: ${list}` }
    : { exitCode: 0, message: `over budget: ${list}\n(not enforced: the budget file says "enforce": false)` };
}
