import { safeImageSrc, safeUrl } from './safeUrl';

it.each([
  ['javascript:alert(1)'],
  ['JaVaScRiPt:alert(1)'],
  [' java\tscript:alert(1)'],
  ['java\nscript:alert(1)'],
  ['data:text/html,<script>alert(1)</script>'],
  ['vbscript:msgbox(1)'],
  ['file:///etc/passwd'],
  ['mailto:someone@example.com'],
  [''],
  ['   '],
])('refuses %j', (value) => {
  expect(safeUrl(value)).toBeNull();
  expect(safeImageSrc(value)).toBeNull();
});

it('keeps site paths inside the app and http(s) links as they are', () => {
  expect(safeUrl('/course/free-trial')).toEqual({ kind: 'internal', path: '/course/free-trial' });
  expect(safeUrl('course/2?x=1#top')).toEqual({ kind: 'internal', path: '/course/2?x=1#top' });
  expect(safeUrl('https://www.python.org/downloads/')).toEqual({
    kind: 'external',
    href: 'https://www.python.org/downloads/',
  });
  expect(safeImageSrc('/images/blog/a.svg')).toBe('/images/blog/a.svg');
  expect(safeImageSrc('http://cdn.example.com/a.png')).toBe('http://cdn.example.com/a.png');
});
