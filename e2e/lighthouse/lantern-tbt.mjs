// What Lighthouse's simulated TBT counted: every main-thread task of the run's simulation that ran 50 ms or more
// (simulated), with its simulated start and length, its traced length, the blocking time it added, and what ran in
// it (the trace's events by name, a script's by file), from a run's artifacts kept by
// `run.mjs --keep DIR --keep-artifacts`. Lighthouse (Lantern) replays the page's traced tasks on a CPU slowed by the
// multiplier (layout tasks by half of it), in an order it rebuilds from their dependencies, and adds up what each
// task runs past 50 ms between the simulated FCP and TTI: the mean of two simulations, each with the window of the
// other's FCP and its own TTI. A task the FCP's graph leaves out (any layout but the page's first, a second parse)
// is usually simulated after the FCP and counts, wherever it ran. "What ran" adds up the task's traced events by
// name, nested ones too (a script's compile inside its evaluation): a row can add up to more than its task; the
// start-up steps that ended in the task (`[startup:…]`, the shell's User Timing marks) come first.
// docs/PERFORMANCE.md reads its output.
//
//   node e2e/lighthouse/lantern-tbt.mjs DIR/artifacts-1-0.json [--cpu-slowdown X]
// --cpu-slowdown X simulates the CPU X times slower than the traced run (Lighthouse's mobile default: 4).
import { lanternArgs, lanternInput, lighthouseModule } from './lantern-run.mjs';

const { file, cpuSlowdown } = lanternArgs();
const metric = async (name, module) => (await lighthouseModule(`core/computed/metrics/${module}`))[name];
const LanternFirstContentfulPaint = await metric(
  'LanternFirstContentfulPaint',
  'lantern-first-contentful-paint.js',
);
const LanternInteractive = await metric('LanternInteractive', 'lantern-interactive.js');
const LanternTotalBlockingTime = await metric('LanternTotalBlockingTime', 'lantern-total-blocking-time.js');
const { Metrics } = await lighthouseModule('core/lib/lantern/lantern.js');
const { BLOCKING_TIME_THRESHOLD, calculateTbtImpactForEvent } = Metrics.TBTUtils;

const { data, context } = await lanternInput(file, cpuSlowdown);
const fcp = await LanternFirstContentfulPaint.request(data, context);
const interactive = await LanternInteractive.request(data, context);
const tbt = await LanternTotalBlockingTime.request(data, context);

// Lantern's windows (TotalBlockingTime.getEstimateFromSimulation): each simulation takes the other's FCP.
const windows = {
  optimistic: [fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
  pessimistic: [fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
};
const blockingOf = (estimate, node, window) => {
  const timing = estimate.nodeTimings.get(node);
  if (!timing || timing.duration < BLOCKING_TIME_THRESHOLD) return 0;
  return calculateTbtImpactForEvent(
    { start: timing.startTime, end: timing.endTime, duration: timing.duration },
    ...window,
  );
};

/** The task's traced events by name (a script's by file), longest first. */
function contents(node) {
  const byName = new Map();
  for (const event of node.childEvents) {
    if (!event.dur) continue;
    const url = event.args?.data?.url;
    const name =
      url && /^(EvaluateScript|FunctionCall|v8\.compile)$/.test(event.name)
        ? `${event.name} ${url.split('/').pop() || url}`
        : event.name;
    byName.set(name, (byName.get(name) ?? 0) + event.dur / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6)
    .map(([name, ms]) => `${name} ${ms.toFixed(1)}`)
    .join(' | ');
}

// The site's start-up marks its steps (shell/src/shared/scheduling/startupMarks.ts): a task's row names those
// that ended in it.
const startupMarks = data.trace.traceEvents.filter((event) => event.name.startsWith('startup:'));
const marksIn = (node) => {
  const names = startupMarks
    .filter((mark) => mark.ts >= node.startTime && mark.ts <= node.endTime)
    .map((mark) => mark.name);
  return names.length === 0 ? '' : `[${[...new Set(names)].join(', ')}] `;
};

const ms = (value) => String(Math.round(value)).padStart(6);
console.info(
  `TBT ${Math.round(tbt.timing)} ms at ${cpuSlowdown}x CPU (optimistic ${Math.round(tbt.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(tbt.pessimisticEstimate.timeInMs)}); counted from FCP ` +
    `${Math.round(windows.pessimistic[0])}-${Math.round(windows.optimistic[0])} to TTI ` +
    `${Math.round(windows.optimistic[1])}-${Math.round(windows.pessimistic[1])} ms simulated`,
);
console.info(
  '\n start   sim traced blocking  what ran (traced ms, nested events counted in their parents too)',
);
const kinds = new Map();
const tasks = [...tbt.pessimisticEstimate.nodeTimings]
  .filter(([node, timing]) => node.type === 'cpu' && timing.duration >= BLOCKING_TIME_THRESHOLD)
  .sort((a, b) => a[1].startTime - b[1].startTime);
for (const [node, timing] of tasks) {
  const blocking =
    (blockingOf(tbt.optimisticEstimate, node, windows.optimistic) +
      blockingOf(tbt.pessimisticEstimate, node, windows.pessimistic)) /
    2;
  const kind = node.childEvents.some((event) => event.name === 'ParseHTML')
    ? 'parsing the page (and its inline scripts)'
    : node.didPerformLayout() &&
        !node.childEvents.some((event) =>
          /^(FunctionCall|EvaluateScript|TimerFire|FireAnimationFrame|RunMicrotasks)$/.test(event.name),
        )
      ? 'style, layout and paint alone'
      : 'scripts';
  kinds.set(kind, (kinds.get(kind) ?? 0) + blocking);
  console.info(
    `${ms(timing.startTime)} ${ms(timing.duration)} ${ms(node.duration / 1000)} ${ms(blocking)}  ${marksIn(node)}${contents(node)}`,
  );
}
console.info('\nblocking time by kind of task:');
for (const [kind, blocking] of kinds) console.info(`  ${kind}: ${Math.round(blocking)} ms`);
