/**
 * Calendar weeks in a learner's time zone, as plain dates: a week is named by its Monday (YYYY-MM-DD), and an
 * instant belongs to the week of its local date, so no local midnight has to be turned back into an instant.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The zone's canonical IANA name (Intl matches names case-insensitively: "europe/LONDON" is Europe/London), or
 * undefined for a zone Intl does not know. Only canonical names are kept and cached, so the cache holds at
 * most the few hundred real zones whatever spellings are sent.
 */
export function canonicalTimeZone(zone: string): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

interface LocalTime {
  /** The local date as a UTC midnight, for calendar arithmetic. */
  date: Date;
  /** 0 Monday … 6 Sunday */
  weekday: number;
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function localTime(instant: Date, zone: string): LocalTime {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)));
  return { date, weekday: (date.getUTCDay() + 6) % 7, hour: Number(parts.hour) };
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The local date (YYYY-MM-DD) of the instant in the zone. */
export const localDateOf = (instant: Date, zone: string) => isoDate(localTime(instant, zone).date);

/** The date `days` days before the given one (YYYY-MM-DD). */
export function daysBefore(date: string, days: number): string {
  return isoDate(new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS));
}

/** Monday (YYYY-MM-DD) of the week the instant falls in, in the zone. */
export function weekStartOf(instant: Date, zone: string): string {
  const { date, weekday } = localTime(instant, zone);
  return isoDate(new Date(date.getTime() - weekday * DAY_MS));
}

/** The Monday `weeks` weeks before the given one. */
export function weeksBefore(weekStart: string, weeks: number): string {
  return isoDate(new Date(Date.parse(`${weekStart}T00:00:00Z`) - weeks * 7 * DAY_MS));
}

/** The `count` weeks up to the instant's, oldest first. */
export function lastWeeks(now: Date, zone: string, count: number): string[] {
  const current = weekStartOf(now, zone);
  return Array.from({ length: count }, (_, index) => weeksBefore(current, count - 1 - index));
}

/** The hour on Monday, local time, from which the past week's summary is due. */
export const SUMMARY_HOUR = 7;

/** The finished week whose summary is due at this instant (from Monday SUMMARY_HOUR on, in the zone). */
export function summaryWeekDue(now: Date, zone: string): string | null {
  const { weekday, hour } = localTime(now, zone);
  if (weekday === 0 && hour < SUMMARY_HOUR) return null;
  return weeksBefore(weekStartOf(now, zone), 1);
}
