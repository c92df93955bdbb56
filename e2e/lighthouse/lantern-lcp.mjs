// What Lighthouse's simulated LCP waited for: the requests and main-thread tasks of the run's LCP graphs
// (optimistic and pessimistic; the metric is their mean), each with its simulated start and end, from a run's
// artifacts kept by `run.mjs --keep DIR --keep-artifacts`. Lighthouse (Lantern) simulates slow 4G and a slower CPU
// over a graph it builds from the page's own load: every request that had ended before the page's largest paint
// took place, each tied to what started it, and the tasks that ran the page's scripts. A request the first screen
// did not need but that finished before it was painted is in that graph, and takes its share of the connections
// and the bandwidth. docs/PERFORMANCE.md reads its output.
//
//   node e2e/lighthouse/lantern-lcp.mjs DIR/artifacts-1-0.json [--cpu-slowdown X] [--summary]
// --cpu-slowdown X simulates the CPU X times slower than the traced run (Lighthouse's mobile default: 4), so one run
// traced at 0.05 gives both the network's share and the figure at 4x. --summary prints the estimates only.
import { lanternArgs, lanternInput, lighthouseModule } from './lantern-run.mjs';

const args = process.argv.slice(2);
const { file, cpuSlowdown } = lanternArgs(args);
const { LanternLargestContentfulPaint } = await lighthouseModule(
  'core/computed/metrics/lantern-largest-contentful-paint.js',
);
const { data, context } = await lanternInput(file, cpuSlowdown);
const lcp = await LanternLargestContentfulPaint.request(data, context);

const ms = (value) => String(Math.round(value)).padStart(6);
/** The port stands for the origin on the e2e stack (every part on 127.0.0.1); elsewhere the host. */
const shortUrl = (address) => {
  const url = new URL(address);
  return `${url.port ? `:${url.port}` : url.host}${url.pathname}`;
};
console.info(
  `LCP ${Math.round(lcp.timing)} ms at ${cpuSlowdown}x CPU (optimistic ${Math.round(lcp.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(lcp.pessimisticEstimate.timeInMs)})`,
);
if (!args.includes('--summary')) {
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    console.info(`\n${name} graph (simulated start, end):`);
    const timings = [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of timings) {
      const what =
        node.type === 'network'
          ? `${shortUrl(node.request.url)} ` +
            `${(node.request.transferSize / 1024).toFixed(1)} KB ${node.request.priority}`
          : `task ${Math.round(node.duration / 1000)} ms traced${[...node.getEvaluateScriptURLs()]
              .map((url) => ` ${url.split('/').pop()}`)
              .join('')}`;
      console.info(`${ms(timing.startTime)} ${ms(timing.endTime)}  ${what}`);
    }
  }
}
