import type { BlogPostMeta } from 'shared-contract';
import { alphabetical, tagCounts } from './sidebar';

const post = (id: string, tags: string[]): BlogPostMeta => ({
  id,
  link: `post-${id}`,
  title: `Post ${id}`,
  date: '2026-11-01',
  landscapeImg: '/a.svg',
  squareImg: '/b.svg',
  tags,
  excerpt: 'An excerpt.',
});

it('orders the categories by how many posts carry them, then alphabetically whatever their case', () => {
  const posts = [
    post('1', ['python', 'Games', 'kids']),
    post('2', ['python', 'games', 'Kids']),
    post('3', ['python', 'art', 'python']),
  ];
  expect(tagCounts(posts)).toEqual([
    { tag: 'python', count: 3 },
    { tag: 'art', count: 1 },
    { tag: 'games', count: 1 },
    { tag: 'Games', count: 1 },
    { tag: 'kids', count: 1 },
    { tag: 'Kids', count: 1 },
  ]);
});

it('sorts tags alphabetically without the locale-aware comparison that starts ICU', () => {
  const localeCompare = jest.spyOn(String.prototype, 'localeCompare');
  expect(['loops', 'Art', 'games', 'art', 'Zebra'].sort(alphabetical)).toEqual([
    'art',
    'Art',
    'games',
    'loops',
    'Zebra',
  ]);
  expect(localeCompare).not.toHaveBeenCalled();
  localeCompare.mockRestore();
});
