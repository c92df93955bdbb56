import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, setActiveChildProfile, setDynamoData, setUser } from 'shared-events';
import { postCommentRequest, type BlogComment, type ContentBlock } from 'shared-contract';
import { childMia, apiFailure as failure, apiSequence, sentRequests, server } from 'shared-events/testing';
import { comment, fullPost, postMeta, posts } from '../../../testing/blogFixtures';
import { renderCommunity } from '../../../testing/renderCommunity';
import BlogPostPage from './BlogPostPage';

const EVERY_BLOCK: ContentBlock[] = [
  { type: 'heading', level: 'h2', text: 'Heading two' },
  { type: 'heading', level: 'h3', text: 'Heading three' },
  { type: 'heading', level: 'h4', text: 'Heading four' },
  { type: 'heading', level: 'h5', text: 'Heading five' },
  { type: 'heading', level: 'h6', text: 'Heading six' },
  { type: 'heading', level: 'h1', text: 'Heading one' },
  {
    type: 'paragraph',
    parts: [
      { type: 'text', text: 'Start with ' },
      { type: 'bold', text: 'the basics' },
      { type: 'text', text: ', try the ' },
      { type: 'link', text: 'free trial', href: '/course/free-trial' },
      { type: 'text', text: ' or read ' },
      { type: 'link', text: 'the docs', href: 'https://docs.python.org/3/' },
      { type: 'text', text: ' but never ' },
      { type: 'link', text: 'this trap', href: 'javascript:alert(1)' },
      { type: 'text', text: ' nor ' },
      { type: 'link', text: 'this one', href: ' java\tscript:alert(2)' },
      { type: 'text', text: ' nor ' },
      { type: 'link', text: 'data', href: 'data:text/html,<script>alert(3)</script>' },
    ],
  },
  {
    type: 'paragraph',
    parts: [{ type: 'text', text: '<img src=x onerror="alert(4)"><script>alert(5)</script>' }],
  },
  { type: 'image', src: '/images/blog/quiz.svg', alt: 'The quiz in a terminal' },
  { type: 'image', src: 'javascript:alert(6)', alt: 'A hostile image' },
  {
    type: 'imageLink',
    src: '/images/blog/banner.svg',
    alt: 'Start the free trial',
    link: '/course/free-trial',
  },
  {
    type: 'imageLink',
    src: '/images/blog/bad.svg',
    alt: 'A banner with a hostile link',
    link: 'javascript:alert(7)',
  },
  { type: 'ul', li: ['First bullet', 'Second bullet'] },
  { type: 'heading', level: 'h3', text: '<script>alert(10)</script>' },
  { type: 'ol', li: ['<a href="javascript:alert(11)">x</a>'] },
  { type: 'code', text: '<script>alert(12)</script>' },
  {
    type: 'blockquote',
    text: '<iframe src="javascript:alert(13)"></iframe>',
    cite: '<script>alert(14)</script>',
  },
  { type: 'ol', li: ['Step one', 'Step two'] },
  { type: 'code', language: 'python', text: 'print("<b>hi</b>")' },
  { type: 'blockquote', text: 'Simple is better than complex.', cite: 'The Zen of Python' },
];

const PAGES = 'getBlogPostsMetadata';
const SINGLE = 'getBlogPost';
const COMMENTS = 'getComments';
const POST = 'postComment';

const META = postMeta(4, { link: 'every-block', title: 'Every block', tags: ['Python', 'Kids'] });

/** Serves the plain post META with these comments. */
function servePostWithComments(comments: BlogComment[]) {
  server.use(
    ...apiSequence(PAGES, { items: [META], lastEvaluatedKey: null }),
    ...apiSequence(SINGLE, fullPost(4, [], META)),
    ...apiSequence(COMMENTS, { comments }),
  );
}

function renderPost(link = 'every-block', token: string | null = null) {
  return renderCommunity(<BlogPostPage />, { at: `/blog/${link}`, path: '/blog/:postLink', token });
}

let alerts: jest.SpyInstance;
beforeEach(() => {
  alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  expect(alerts).not.toHaveBeenCalled();
  alerts.mockRestore();
});

it('renders every content-block type as elements and never turns hostile URLs or markup into live content', async () => {
  server.use(
    ...apiSequence(PAGES, { items: [META, postMeta(5)], lastEvaluatedKey: null }),
    ...apiSequence(SINGLE, fullPost(4, EVERY_BLOCK, META)),
    ...apiSequence(COMMENTS, { comments: [] }),
  );
  const { container } = renderPost();
  const article = await screen.findByRole('article', { name: 'Every block' });
  await within(article).findByRole('heading', { name: 'Heading two' });

  for (const [level, name] of [
    [1, 'Heading one'],
    [2, 'Heading two'],
    [3, 'Heading three'],
    [4, 'Heading four'],
    [5, 'Heading five'],
    [6, 'Heading six'],
  ] as const)
    expect(within(article).getByRole('heading', { level, name })).toBeInTheDocument();

  expect(within(article).getByText('the basics').tagName).toBe('STRONG');
  expect(within(article).getByRole('link', { name: 'free trial' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
  const external = within(article).getByRole('link', { name: /the docs/ });
  expect(external).toHaveAttribute('href', 'https://docs.python.org/3/');
  expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  for (const text of ['this trap', 'this one', 'data']) {
    expect(within(article).getByText(text).closest('a')).toBeNull();
  }

  expect(
    within(article).getByText('<img src=x onerror="alert(4)"><script>alert(5)</script>'),
  ).toBeInTheDocument();
  expect(within(article).getByRole('img', { name: 'The quiz in a terminal' })).toHaveAttribute(
    'src',
    '/images/blog/quiz.svg',
  );
  expect(within(article).queryByRole('img', { name: 'A hostile image' })).not.toBeInTheDocument();
  expect(within(article).getByRole('link', { name: 'Start the free trial' })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
  expect(within(article).getByRole('img', { name: 'A banner with a hostile link' }).closest('a')).toBeNull();

  const lists = within(article)
    .getAllByRole('list')
    .map((list) => [list.tagName, list.textContent]);
  expect(lists).toEqual(
    expect.arrayContaining([
      ['UL', 'First bulletSecond bullet'],
      ['OL', 'Step oneStep two'],
    ]),
  );
  expect(within(article).getByRole('heading', { name: '<script>alert(10)</script>' })).toBeInTheDocument();
  expect(within(article).getByText('<a href="javascript:alert(11)">x</a>').tagName).toBe('LI');
  expect(within(article).getByRole('region', { name: 'python code' })).toHaveTextContent(
    'print("<b>hi</b>")',
  );
  expect(within(article).getByText('Simple is better than complex.').closest('blockquote')).not.toBeNull();
  expect(within(article).getByText('The Zen of Python').tagName).toBe('CITE');

  expect(container.querySelector('script, iframe')).toBeNull();
  expect(container.querySelector('[onerror]')).toBeNull();
  expect(
    container.querySelector('a[href^="javascript"], a[href^="data"], img[src^="javascript"]'),
  ).toBeNull();

  expect(within(article).getByRole('link', { name: '0 Comments' })).toHaveAttribute('href', '#comments');
  // The post's tags are a heading and a list, not a second region named Tags beside the sidebar's.
  expect(
    within(article).getByRole('heading', { level: 2, name: 'Tags' }).nextElementSibling,
  ).toHaveTextContent('PythonKids');
  expect(screen.getAllByRole('region', { name: 'Tags' })).toHaveLength(1);
  expect(within(article).getByRole('heading', { name: /Daniel Adler/ })).toBeInTheDocument();
  const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
  const popular = within(sidebar).getByRole('region', { name: 'Popular Posts' });
  expect(
    within(popular)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Post number 5']);
});

it('shows comments as text, with a hostile image address ignored', async () => {
  servePostWithComments([
    comment('c1', META.id, {
      Name: 'Mallory',
      Message: '<script>alert(8)</script>',
      UserImage: 'javascript:alert(9)',
    }),
    comment('c2', META.id, { Name: 'Ada', Message: 'Lovely post' }),
  ]);
  const { container } = renderPost();
  const comments = await screen.findByRole('list', { name: 'Comments' });
  expect(within(comments).getByText('<script>alert(8)</script>')).toBeInTheDocument();
  expect(within(comments).getByText('Lovely post')).toBeInTheDocument();
  expect(container.querySelector('script, img[src^="javascript"]')).toBeNull();
  expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();
});

it("shows a commenter's picture only when the site serves it, never one from another host", async () => {
  servePostWithComments([
    comment('c1', META.id, {
      Name: 'Trudy',
      Message: 'Tracked',
      UserImage: 'https://tracker.example/pixel.gif',
    }),
    comment('c2', META.id, { Name: 'Noa', Message: 'Local', UserImage: '/images/avatars/noa.png' }),
  ]);
  const { container } = renderPost();
  const comments = await screen.findByRole('list', { name: 'Comments' });
  const tracked = within(comments).getByText('Tracked').closest('li');
  expect(tracked).toHaveTextContent(/^T/);
  expect(container.querySelector('img[src*="tracker.example"]')).toBeNull();
  expect(container.querySelector('img[src="/images/avatars/noa.png"]')).not.toBeNull();
});

it('pages through the blog to find a post that is not on the first page', async () => {
  const far = postMeta(9, { link: 'far-away', title: 'Far away' });
  server.use(
    ...apiSequence(
      PAGES,
      { items: posts(1, 6), lastEvaluatedKey: { PostId: '1006' } },
      { items: [far], lastEvaluatedKey: null },
    ),
    ...apiSequence(
      SINGLE,
      fullPost(9, [{ type: 'paragraph', parts: [{ type: 'text', text: 'Found it.' }] }], far),
    ),
    ...apiSequence(COMMENTS, { comments: [] }),
  );
  renderPost('far-away');
  expect(await screen.findByText('Found it.')).toBeInTheDocument();
  expect(sentRequests(PAGES).map((request) => request.body)).toEqual([
    { lastEvaluatedKey: null },
    { lastEvaluatedKey: { PostId: '1006' } },
  ]);
  expect(sentRequests(SINGLE).map((request) => request.body)).toEqual([{ PostId: '1009' }]);
  expect(sentRequests(COMMENTS).map((request) => request.body)).toEqual([{ PostID: '1009' }]);
});

it('says so when no post has the link', async () => {
  server.use(...apiSequence(PAGES, { items: posts(1, 2), lastEvaluatedKey: null }));
  renderPost('no-such-post');
  expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
});

it("shows 'Failed to fetch blog post' and 'Failed to fetch blog comments' when those loads fail", async () => {
  server.use(
    ...apiSequence(PAGES, { items: [META], lastEvaluatedKey: null }),
    ...apiSequence(SINGLE, failure(500)),
    ...apiSequence(COMMENTS, failure(500)),
  );
  renderPost();
  const alerts = await screen.findAllByRole('alert');
  expect(alerts.map((alert) => alert.textContent).sort()).toEqual([
    'Failed to fetch blog comments',
    'Failed to fetch blog post',
  ]);
});

describe('the comment form', () => {
  async function openPost(token: string | null = null) {
    server.use(
      ...apiSequence(PAGES, { items: [META], lastEvaluatedKey: null }),
      ...apiSequence(SINGLE, fullPost(4, [], META)),
      ...apiSequence(COMMENTS, { comments: [comment('c1', META.id)] }),
    );
    const view = renderPost('every-block', token);
    await screen.findByText('Comment c1');
    return view;
  }

  it('checks the name and the comment with the spec messages and sends nothing invalid', async () => {
    const user = userEvent.setup();
    await openPost();
    const name = screen.getByRole('textbox', { name: /Name/ });
    const message = screen.getByRole('textbox', { name: /Comment/ });
    const post = screen.getByRole('button', { name: 'Post Comment' });

    await user.click(post);
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Please fill in your name to comment'));
    expect(screen.getByText("You can't post an empty comment.")).toBeInTheDocument();
    expect(name).toHaveFocus();

    await user.type(name, 'x'.repeat(51));
    await user.type(message, 'Hello');
    await user.click(post);
    expect(screen.getByText('Name must be less than 50 characters.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Ada');
    await user.clear(message);
    await user.click(message);
    await user.paste('y'.repeat(501));
    await user.click(post);
    expect(screen.getByText('Comment must be less than 500 characters.')).toBeInTheDocument();
    expect(message).toHaveValue('y'.repeat(501));

    expect(sentRequests(POST)).toHaveLength(0);
  });

  it('refuses a blank name with the words the API refuses it with', async () => {
    const user = userEvent.setup();
    await openPost();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    const refused = postCommentRequest.safeParse({ PostID: META.id, Name: '   ', Message: 'Hello' });
    const apiWords = refused.error?.issues[0]?.message ?? 'accepted';
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription(
      expect.stringContaining(apiWords),
    );
    expect(apiWords).toBe('Please fill in your name to comment');
    expect(sentRequests(POST)).toHaveLength(0);
  });

  it('posts a valid comment, appends it once, and thanks the visitor', async () => {
    const user = userEvent.setup();
    await openPost();
    server.use(...apiSequence(POST, comment('c2', META.id, { Name: 'Ada', Message: 'Great read' })));

    await user.type(screen.getByRole('textbox', { name: /Name/ }), '  Ada ');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Great read');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Thank you for your comment!')).toBeInTheDocument();
    expect(sentRequests(POST).map((request) => request.body)).toEqual([
      { PostID: META.id, Name: 'Ada', Message: 'Great read' },
    ]);
    const list = screen.getByRole('list', { name: 'Comments' });
    await within(list).findByText('Great read');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Comment c1'), expect.stringContaining('Great read')]);
    expect(screen.getByRole('heading', { name: '2 Comments' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Write another comment' }));
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('');
  });

  it("keeps the text and shows the server's message when posting fails", async () => {
    const user = userEvent.setup();
    await openPost();
    server.use(...apiSequence(POST, failure(429, 'Too many comments, please wait a minute')));

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));

    expect(await screen.findByText('Too many comments, please wait a minute')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Comment/ })).toHaveValue('Keep me');
  });

  it('shows a child profile a line instead of the comment form', async () => {
    const { store } = await openPost('token-1');
    act(() => {
      store.dispatch(
        setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } }),
      );
      store.dispatch(setActiveChildProfile(childMia));
    });
    expect(screen.getByText('Comments are written by parents.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Comment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post Comment' })).not.toBeInTheDocument();
  });

  it('prefills and locks the name of a signed-in learner and posts under it', async () => {
    const user = userEvent.setup();
    const { store } = await openPost('token-1');
    act(() => {
      store.dispatch(
        setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } }),
      );
    });
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Ada Lovelace');
    expect(name).toHaveAttribute('readonly');
    await user.type(name, 'Mallory');
    expect(name).toHaveValue('Ada Lovelace');

    server.use(...apiSequence(POST, comment('c3', META.id, { Name: 'Ada Lovelace', Message: 'Signed in' })));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Signed in');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await screen.findByText('Thank you for your comment!');
    expect(sentRequests(POST)[0]?.body).toEqual({
      PostID: META.id,
      Name: 'Ada Lovelace',
      Message: 'Signed in',
    });
    expect(sentRequests(POST)[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it("posts a long account name cut to 50 characters, from the profile, and never the account's picture", async () => {
    const user = userEvent.setup();
    const { store } = await openPost('token-1');
    const longName = `Ada ${'L'.repeat(50)}`;
    act(() => {
      store.dispatch(
        setUser({
          userId: 'u-1',
          attributes: { email: 'ada@example.com', name: 'Ada', picture: 'https://pics.example/ada.png' },
        }),
      );
      store.dispatch(
        setDynamoData({
          UserID: 'u-1',
          firstName: '',
          lastName: '',
          userName: longName,
          userEmail: 'ada@example.com',
          publicProfile: false,
          LFG: false,
          klaviyoProfileID: null,
          referralLink: 'None',
        }),
      );
    });
    const shown = `Ada ${'L'.repeat(46)}`;
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue(shown);
    server.use(...apiSequence(POST, comment('c3', META.id, { Name: shown, Message: 'Hello' })));
    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await screen.findByText('Thank you for your comment!');
    expect(sentRequests(POST)[0]?.body).toEqual({ PostID: META.id, Name: shown, Message: 'Hello' });
  });
});

it('names the page after the post and describes it with its excerpt', async () => {
  server.use(
    ...apiSequence(PAGES, { items: [META], lastEvaluatedKey: null }),
    ...apiSequence(SINGLE, fullPost(4, EVERY_BLOCK, META)),
    ...apiSequence(COMMENTS, { comments: [] }),
  );
  const published = jest.fn();
  const unsubscribe = bus.subscribe('page:metadata-changed', published);
  renderPost();
  await screen.findByRole('article', { name: 'Every block' });
  expect(published).toHaveBeenLastCalledWith(
    expect.objectContaining({ title: 'Every block', description: META.excerpt }),
  );
  unsubscribe();
});
