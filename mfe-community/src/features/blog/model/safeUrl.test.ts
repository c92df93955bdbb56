import { safeImageSrc, safeUrl, siteImageSrc } from './safeUrl';

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
  expect(siteImageSrc(value)).toBeNull();
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

it("keeps a learner's picture only when the site serves it", () => {
  const site = 'https://pylearn.example';
  expect(siteImageSrc('/images/avatars/noa.png', site)).toBe('/images/avatars/noa.png');
  expect(siteImageSrc('https://pylearn.example/images/avatars/noa.png?v=2', site)).toBe(
    '/images/avatars/noa.png?v=2',
  );
  expect(siteImageSrc('https://tracker.example/pixel.gif', site)).toBeNull();
  expect(siteImageSrc('https://pylearn.example.tracker.test/pixel.gif', site)).toBeNull();
  expect(siteImageSrc('http://pylearn.example/images/avatars/noa.png', site)).toBeNull();
});
