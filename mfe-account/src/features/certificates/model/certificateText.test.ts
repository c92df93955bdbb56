import { certificatePdfUrl, issuedOnText } from './certificateText';

it('writes the day out in words, in UTC, and keeps anything that is no date as it is', () => {
  expect(issuedOnText('2026-11-24')).toBe('November 24, 2026');
  expect(issuedOnText('2026-01-01')).toBe('January 1, 2026');
  expect(issuedOnText('soon')).toBe('soon');
});

it("builds the PDF's address under the API's base URL", () => {
  expect(certificatePdfUrl('http://api.test/dev/', '7KQ2-M9XD-4TZB-H1RC')).toBe(
    'http://api.test/dev/certificate/pdf/7KQ2-M9XD-4TZB-H1RC',
  );
});
