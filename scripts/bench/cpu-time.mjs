// Where the machine's CPU went during a measured run, from Linux's /proc: the bench's own process (the load
// generator), every process it started and every process under extra roots (PostgreSQL's postmaster, which pg_ctl
// leaves to init), grouped by command, and the whole machine's busy time, so work by others shows too.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** The commands counted, each under its label; the bench's own process is the load generator. */
const GROUPS = { node: 'API', postgres: 'PostgreSQL', nginx: 'nginx', 'redis-server': 'Redis' };
export const LOAD_GENERATOR = 'load generator';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** pid -> { ppid, command, ticks } of every process now (those that end while read are left out). */
function processes() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // The command sits in parentheses and may contain spaces; fields 3 on follow the last ')'.
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      command,
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return table;
}

/** Busy ticks of the whole machine, every core: all but idle and I/O wait. */
function machineBusyTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = values;
  return user + nice + system + irq + softirq + steal;
}

/** Ticks per group of the bench's process tree and of the trees under `roots`. */
function sample(roots) {
  const table = processes();
  const children = new Map();
  for (const [pid, { ppid }] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const groups = new Map();
  const add = (group, ticks) => groups.set(group, (groups.get(group) ?? 0) + ticks);
  const seen = new Set();
  const visit = (pid) => {
    if (seen.has(pid) || !table.has(pid)) return;
    seen.add(pid);
    const { command, ticks } = table.get(pid);
    if (pid === process.pid) add(LOAD_GENERATOR, ticks);
    else if (GROUPS[command]) add(GROUPS[command], ticks);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  for (const root of [process.pid, ...roots]) visit(root);
  return { groups, machine: machineBusyTicks() };
}

/**
 * Starts counting; `stop()` returns each group's CPU over the interval in percent of one core (200 is both cores
 * of a 2-core machine), `machine` the whole machine's and `cores` its core count.
 */
export function countCpu(roots = []) {
  const startedAt = process.hrtime.bigint();
  const before = sample(roots);
  return {
    stop() {
      const after = sample(roots);
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const percent = (ticks) => (100 * ticks) / TICKS_PER_SECOND / seconds;
      const groups = new Map(
        [...after.groups].map(([group, ticks]) => [
          group,
          percent(Math.max(0, ticks - (before.groups.get(group) ?? 0))),
        ]),
      );
      return { groups, machine: percent(after.machine - before.machine), cores: os.cpus().length };
    },
  };
}
