import { linkHints } from './linkHints';

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('href'), link.getAttribute('as')].filter(Boolean).join(' '),
  );

beforeEach(() => {
  document.head.innerHTML = '';
});

test('adds the first hint at once and each other one in a task of its own, in order', async () => {
  const tasks: (() => void)[] = [];
  const hints = linkHints(document, (run) => tasks.push(run));
  hints.add({ rel: 'preconnect', href: 'http://catalog.test' });
  hints.add({ rel: 'preload', href: 'http://catalog.test/remoteEntry.js', attributes: { as: 'script' } });
  hints.add({ rel: 'preload', href: 'http://catalog.test/page.js', attributes: { as: 'script' } });
  expect(links()).toEqual(['preconnect http://catalog.test']);

  let settled = false;
  void hints.settled().then(() => {
    settled = true;
  });
  tasks.shift()?.();
  expect(links()).toHaveLength(2);
  tasks.shift()?.();
  expect(links()).toEqual([
    'preconnect http://catalog.test',
    'preload http://catalog.test/remoteEntry.js script',
    'preload http://catalog.test/page.js script',
  ]);
  await Promise.resolve();
  expect(settled).toBe(false);
  tasks.shift()?.();
  await Promise.resolve();
  expect(settled).toBe(true);
  expect(tasks).toHaveLength(0);
});

test('an urgent hint goes before those still waiting (the course artwork before the scripts)', () => {
  const tasks: (() => void)[] = [];
  const hints = linkHints(document, (run) => tasks.push(run));
  hints.add({ rel: 'preload', href: '/remoteEntry.js', attributes: { as: 'script' } });
  hints.add({ rel: 'preload', href: '/page.js', attributes: { as: 'script' } });
  hints.add({ rel: 'preload', href: '/artwork.svg', attributes: { as: 'image' } }, { urgent: true });
  while (tasks.length > 0) tasks.shift()?.();
  expect(links()).toEqual([
    'preload /remoteEntry.js script',
    'preload /artwork.svg image',
    'preload /page.js script',
  ]);
});

test('a hint asked for once the others are in is added at once again', async () => {
  const hints = linkHints(document);
  hints.add({ rel: 'preconnect', href: 'http://api.test' });
  await hints.settled();
  hints.add({ rel: 'preconnect', href: 'http://community.test' });
  expect(links()).toEqual(['preconnect http://api.test', 'preconnect http://community.test']);
  await hints.settled();
});
