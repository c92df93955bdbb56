import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiFailure as failure,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { postMeta, posts } from '../../../testing/blogFixtures';
import { currentLocation, renderCommunity } from '../../../testing/renderCommunity';
import BlogListPage from './BlogListPage';

const titles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const renderList = (at = '/blog') => renderCommunity(<BlogListPage />, { at, path: '/blog' });

it('shows six posts a page and fetches the next server page with the cursor only past the loaded posts', async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence(
      'getBlogPostsMetadata',
      { items: posts(1, 8), lastEvaluatedKey: { PostId: '1008' } },
      { items: posts(9, 10), lastEvaluatedKey: null },
    ),
  );
  const view = renderList();

  expect(await screen.findByRole('heading', { name: 'Post number 1' })).toBeInTheDocument();
  expect(titles()).toEqual(posts(1, 6).map((post) => post.title));
  expect(sentRequests()).toHaveLength(1);
  expect(sentRequests()[0]).toMatchObject({
    url: `${TEST_API_BASE}/blog/fetch-posts/metadata`,
    body: { lastEvaluatedKey: null },
  });
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(currentLocation(view)).toBe('/blog?page=2');
  expect(await screen.findByRole('heading', { name: 'Post number 10' })).toBeInTheDocument();
  expect(titles()).toEqual(posts(7, 10).map((post) => post.title));
  expect(sentRequests()).toHaveLength(2);
  expect(sentRequests()[1]?.body).toEqual({ lastEvaluatedKey: { PostId: '1008' } });
  // No lastEvaluatedKey: nothing more to fetch.
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  await user.click(screen.getByRole('button', { name: 'Previous' }));
  expect(titles()).toEqual(posts(1, 6).map((post) => post.title));
  expect(sentRequests()).toHaveLength(2);
});

it('does not fetch more when the loaded posts fill the next page', async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence('getBlogPostsMetadata', { items: posts(1, 12), lastEvaluatedKey: { PostId: '1012' } }),
  );
  renderList();

  await screen.findByRole('heading', { name: 'Post number 1' });
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(titles()).toEqual(posts(7, 12).map((post) => post.title));
  expect(sentRequests()).toHaveLength(1);
  // The server still has more, so a third page can be reached.
  expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
});

it('filters by a tag, goes to /blog, and a second click on the tag clears the filter', async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence('getBlogPostsMetadata', {
      items: [
        postMeta(1, { tags: ['Python', 'Kids'] }),
        postMeta(2, { tags: ['Python'] }),
        postMeta(3, { tags: ['Kids'] }),
      ],
      lastEvaluatedKey: null,
    }),
  );
  const view = renderList('/blog?page=2');
  const sidebar = await screen.findByRole('complementary', { name: 'Blog sidebar' });
  await within(sidebar).findByRole('heading', { name: 'Categories' });
  const categories = within(sidebar).getByRole('region', { name: 'Categories' });
  expect(
    within(categories)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Kids(2)', 'Python(2)']);

  const tags = within(sidebar).getByRole('region', { name: 'Tags' });
  await user.click(within(tags).getByRole('button', { name: 'Kids' }));
  expect(currentLocation(view)).toBe('/blog');
  expect(titles()).toEqual(['Post number 1', 'Post number 3']);
  expect(screen.getByText(/Showing posts tagged/)).toHaveTextContent('Showing posts tagged Kids');
  expect(within(tags).getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'true');
  // The selected tag is filled in the primary colour wherever it shows, the others stay outlined (the
  // categories' chips: away from the pointer, which would show the hover colours).
  const categoryChip = (tag: string) =>
    within(categories).getByRole('button', { name: new RegExp(`^${tag}`) });
  expect(categoryChip('Kids')).toHaveStyle({ backgroundColor: '#1565c0', color: '#ffffff' });
  expect(categoryChip('Python')).toHaveStyle({ backgroundColor: '#ffffff', color: '#1565c0' });

  await user.click(within(tags).getByRole('button', { name: 'Kids' }));
  expect(titles()).toEqual(['Post number 1', 'Post number 2', 'Post number 3']);
  expect(within(tags).getByRole('button', { name: 'Kids' })).toHaveAttribute('aria-pressed', 'false');
  expect(categoryChip('Kids')).toHaveStyle({ backgroundColor: '#ffffff', color: '#1565c0' });
});

it('keeps fetching pages until a filtered page is full or the server has no more', async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence(
      'getBlogPostsMetadata',
      { items: [postMeta(1, { tags: ['Kids'] }), ...posts(2, 6)], lastEvaluatedKey: { PostId: '1006' } },
      { items: [postMeta(7, { tags: ['Kids'] }), ...posts(8, 12)], lastEvaluatedKey: { PostId: '1012' } },
      { items: [postMeta(13, { tags: ['Kids'] })], lastEvaluatedKey: null },
    ),
  );
  renderList();
  const sidebar = await screen.findByRole('complementary', { name: 'Blog sidebar' });
  await user.click(
    await within(within(sidebar).getByRole('region', { name: 'Tags' })).findByRole('button', {
      name: 'Kids',
    }),
  );

  expect(await screen.findByRole('heading', { name: 'Post number 13' })).toBeInTheDocument();
  expect(titles()).toEqual(['Post number 1', 'Post number 7', 'Post number 13']);
  expect(sentRequests().map((request) => request.body)).toEqual([
    { lastEvaluatedKey: null },
    { lastEvaluatedKey: { PostId: '1006' } },
    { lastEvaluatedKey: { PostId: '1012' } },
  ]);
});

it("shows the server's message when the posts cannot be loaded, and recovers on Try again", async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence('getBlogPostsMetadata', failure(503, 'The blog is being updated'), {
      items: posts(1, 2),
      lastEvaluatedKey: null,
    }),
  );
  renderList();

  expect(await screen.findByRole('alert')).toHaveTextContent('The blog is being updated');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Post number 2' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
