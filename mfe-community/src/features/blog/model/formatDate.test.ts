import { formatCommentDate, formatPostDate } from './formatDate';

it("writes a post's date as its calendar day, whatever the time after it", () => {
  expect(formatPostDate('2024-09-14')).toBe('September 14, 2024');
  expect(formatPostDate('2024-02-29T23:30:00-05:00')).toBe('February 29, 2024');
  expect(formatPostDate('2026-11-28')).toBe('November 28, 2026');
  expect(formatPostDate('Sat, 30 Nov 2024 23:59:59 GMT')).toBe('November 30, 2024');
  expect(formatPostDate('soon')).toBe('soon');
});

it("writes a comment's time in the reader's zone, making Intl's formatter on the first comment only", async () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./formatDate');
      fresh.formatPostDate('2024-09-14');
      fresh.formatCommentDate('not a date');
      expect(made).not.toHaveBeenCalled();

      const instant = '2024-09-15T10:12:00.000Z';
      const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(instant),
      );
      made.mockClear();
      expect(fresh.formatCommentDate(instant)).toBe(expected);
      expect(fresh.formatCommentDate(instant)).toBe(expected);
      expect(made).toHaveBeenCalledTimes(1);
    });
  } finally {
    made.mockRestore();
  }
  expect(formatCommentDate('not a date')).toBe('not a date');
});
