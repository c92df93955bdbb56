// What lantern-lcp.mjs and lantern-tbt.mjs share: their command line (a run's artifacts file kept by
// `run.mjs --keep DIR --keep-artifacts`, and `--cpu-slowdown X`), Lighthouse's internal modules by path, and the
// input its Lantern metrics compute from, at the chosen multiplier.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The artifacts file and the CPU slowdown (Lighthouse's mobile default, 4, unless `--cpu-slowdown X`). */
export function lanternArgs(args = process.argv.slice(2)) {
  const file = args.find((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--cpu-slowdown');
  if (!file) throw new Error("name a run's artifacts file, e.g. /tmp/lh/artifacts-1-0.json");
  const cpuIndex = args.indexOf('--cpu-slowdown');
  const cpuSlowdown = cpuIndex === -1 ? 4 : Number(args[cpuIndex + 1]);
  if (!(cpuSlowdown > 0)) throw new Error('--cpu-slowdown takes a positive number, e.g. 4');
  return { file, cpuSlowdown };
}

const lighthouse = dirname(createRequire(import.meta.url).resolve('lighthouse/package.json'));

/** A module of Lighthouse's own: its computed metrics are not in its package exports, so by path inside it. */
export function lighthouseModule(path) {
  return import(join(lighthouse, path));
}

/**
 * A Lantern metric's input and context from a run's artifacts, its CPU slowdown replaced. One context for every
 * metric of a run, so they share one graph and one simulator, as in Lighthouse's own run.
 */
export async function lanternInput(file, cpuSlowdown) {
  const artifacts = JSON.parse(await readFile(file, 'utf8'));
  const settings = structuredClone(artifacts.settings);
  settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  return { data, context: { computedCache: new Map(), settings } };
}
