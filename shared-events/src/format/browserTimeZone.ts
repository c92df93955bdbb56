interface TemporalNow {
  Now?: { timeZoneId?: () => string };
}

let known: string | undefined;

/**
 * The browser's IANA time zone (e.g. Europe/London), in which the API counts a learner's days and weeks; UTC when
 * the browser does not say. Temporal answers in about a millisecond; Intl.DateTimeFormat, where Temporal is missing,
 * starts ICU's date formatting first (150-300 ms at Lighthouse's 4x CPU slowdown, on the lesson's first view). The
 * zone is read once per page load.
 */
export function browserTimeZone(): string {
  known ??= readTimeZone();
  return known;
}

function readTimeZone(): string {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone =
      typeof temporal?.Now?.timeZoneId === 'function'
        ? temporal.Now.timeZoneId()
        : Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone || 'UTC';
  } catch {
    return 'UTC';
  }
}
