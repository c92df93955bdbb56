import { statusMessage } from './apiError';

describe('statusMessage', () => {
  const lessonDetails = statusMessage('Failed to fetch lesson details');
  const completion = statusMessage(
    'Failed to complete lesson',
    'Lesson completion failed or was not verified.',
  );

  it("gives the spec's text with the HTTP status", () => {
    expect(lessonDetails(502)).toBe('Failed to fetch lesson details, status code: 502');
  });

  it('never shows a learner a code like PARSE_ERROR or FETCH_ERROR', () => {
    for (const status of ['PARSE_ERROR', 'FETCH_ERROR'] as const) {
      expect(lessonDetails(status)).not.toMatch(/_ERROR|status code/);
      expect(completion(status)).not.toMatch(/_ERROR|status code/);
    }
    expect(completion('PARSE_ERROR')).toBe('Lesson completion failed or was not verified.');
    expect(lessonDetails('FETCH_ERROR')).toBe(
      'Failed to fetch lesson details: the server could not be reached. Please check your connection and try again.',
    );
  });
});
