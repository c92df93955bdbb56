import { formatLongUtcDate } from 'shared-events';

/** '2024-09-14' -> 'September 14, 2024'; a value that is not a date is shown as it came. */
export function formatPostDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatLongUtcDate(date);
}

// Made on the first comment shown, not at import: Intl's first use starts ICU (90-250 ms on a phone).
let commentDateFormat: Intl.DateTimeFormat | undefined;

/** A comment's ISO timestamp as a readable date and time in the visitor's zone. */
export function formatCommentDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  commentDateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return commentDateFormat.format(date);
}
