/** An ISO time as the parent reads it, e.g. "Tue, Nov 24, 2026", in the browser's zone; as is when unreadable. */
export function dayText(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** The same with the time of day, e.g. "Tue, Nov 24, 2026, 4:05 PM". */
export function dayAndTimeText(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleString('en-US', {
        weekday: 'short',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      });
}
