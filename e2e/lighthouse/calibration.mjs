// Lighthouse's 4x CPU slowdown turns its reference host (a high-end desktop, CPU benchmark index ~1,500) into a
// mid-tier phone. On a slower or busier host the same 4x simulates a slower phone, so a score follows the machine
// more than the page. Lighthouse's docs (docs/throttling.md, "Calibrating the CPU slowdown") tell a weaker host to
// lower the multiplier, and link a calculator by one of its maintainers
// (patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js); PageSpeed Insights itself runs at 1.2x
// for its servers (lighthouse/core/config/lr-mobile-config.js). This is that calculator's mapping.

/** Below this index the calculator has no multiplier: the host is itself about a mid-tier phone or slower. */
export const LOWEST_CALIBRATED_INDEX = 150;

/**
 * The CPU slowdown that simulates Lighthouse's mid-tier phone on a host with this benchmark index (the calculator's
 * piecewise-linear fit: 150 -> 1x, 800 -> 2x, 1,300 -> 3x, then 1x more for every 233, without a ceiling, as the
 * calculator has none: a faster host needs a larger slowdown to look like the same phone).
 */
export function calibratedSlowdown(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < LOWEST_CALIBRATED_INDEX)
    throw new Error(
      `CPU benchmark index ${benchmarkIndex}: a host this slow cannot simulate a mid-tier phone (${LOWEST_CALIBRATED_INDEX} or more is needed)`,
    );
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
