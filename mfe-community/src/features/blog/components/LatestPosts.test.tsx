import { screen, within } from '@testing-library/react';
import { apiSequence, server } from 'shared-events/testing';
import { posts } from '../../../testing/blogFixtures';
import { renderCommunity } from '../../../testing/renderCommunity';
import LatestPosts from './LatestPosts';

it('shows the first three posts, each linking to its page', async () => {
  server.use(
    ...apiSequence('getBlogPostsMetadata', { items: posts(1, 6), lastEvaluatedKey: { PostId: '1006' } }),
  );
  renderCommunity(<LatestPosts />);
  const list = await screen.findByRole('list', { name: 'Latest blog posts' });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Post number 1', '/blog/post-1'],
    ['Post number 2', '/blog/post-2'],
    ['Post number 3', '/blog/post-3'],
  ]);
  expect(
    within(list)
      .getAllByText('May 10, 2024')
      .map((date) => date.getAttribute('datetime')),
  ).toEqual(['2024-05-10', '2024-05-10', '2024-05-10']);
  expect(screen.getByRole('link', { name: 'View all posts' })).toHaveAttribute('href', '/blog');
});

it('makes each post a card whose title link covers it, lifting as it is pointed at', async () => {
  server.use(...apiSequence('getBlogPostsMetadata', { items: posts(1, 3), lastEvaluatedKey: null }));
  renderCommunity(<LatestPosts />);
  const list = await screen.findByRole('list', { name: 'Latest blog posts' });
  const cards = within(list).getAllByRole('article');
  expect(cards).toHaveLength(3);
  for (const card of cards) {
    // The title link's ::after is placed over the card: the card is what it is positioned against.
    expect(card).toHaveStyle({ position: 'relative', height: '100%' });
    // shared-ui's interactive card, which lifts on hover and focus.
    expect(getComputedStyle(card).transition).toMatch(/transform/);
  }
});
