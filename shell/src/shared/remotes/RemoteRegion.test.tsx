import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { renderWithTheme } from 'shared-ui/testing';
import { RemoteLoaderProvider } from './RemoteLoaderContext';
import { BEING_UPDATED_TEXT, RemoteRegion, UNAVAILABLE_TEXT } from './RemoteRegion';
import type { RemoteLoader } from './remoteLoader';

const Courses = () => <p>Course list</p>;

/** A loader that loads nothing and refuses nothing, with `parts` in place of its defaults. */
const fakeLoader = (parts: Partial<RemoteLoader>): RemoteLoader => ({
  load: jest.fn(),
  loaded: () => undefined,
  reset: jest.fn(),
  preload: () => undefined,
  refusal: () => undefined,
  ...parts,
});

/** One page region of `remote`'s './CoursesPage' under `loader`. */
const renderPage = (loader: RemoteLoader) =>
  renderWithTheme(
    <RemoteLoaderProvider loader={loader}>
      <RemoteRegion remote="catalog" module="./CoursesPage" kind="page" />
    </RemoteLoaderProvider>,
  );
const Posts = () => <p>Latest posts</p>;

/** A loader whose catalog remote is down until `bringBack()` is called. */
function flakyLoader() {
  let catalogUp = false;
  const loader: RemoteLoader & { reset: jest.Mock } = {
    load: jest.fn(async (remote: string): Promise<ComponentType> => {
      if (remote === 'community') return Posts;
      if (!catalogUp) throw new Error('ScriptNetworkError: Failed to load script');
      return Courses;
    }),
    loaded: () => undefined,
    reset: jest.fn(),
    preload: () => undefined,
    refusal: () => undefined,
  };
  return { loader, bringBack: () => (catalogUp = true) };
}

function renderRegions(loader: RemoteLoader) {
  return renderWithTheme(
    <RemoteLoaderProvider loader={loader}>
      <header>Site header</header>
      <RemoteRegion remote="catalog" module="./HomeCourses" />
      <RemoteRegion remote="community" module="./LatestPosts" />
      <footer>Site footer</footer>
    </RemoteLoaderProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('replaces only the failing region with the fallback and keeps the rest of the page working', async () => {
  const { loader } = flakyLoader();
  renderRegions(loader);

  expect(await screen.findByRole('heading', { name: UNAVAILABLE_TEXT })).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  expect(await screen.findByText('Latest posts')).toBeInTheDocument();
  expect(screen.getByText('Site header')).toBeInTheDocument();
  expect(screen.getByText('Site footer')).toBeInTheDocument();
});

it('heads a failed route page’s fallback at level one, the page having no other heading, and a section’s at two', async () => {
  const { loader } = flakyLoader();
  renderWithTheme(
    <RemoteLoaderProvider loader={loader}>
      <RemoteRegion remote="catalog" module="./CoursesPage" kind="page" isRoutePage />
    </RemoteLoaderProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: UNAVAILABLE_TEXT })).toBeInTheDocument();
  cleanup();
  renderRegions(flakyLoader().loader);
  expect(await screen.findByRole('heading', { level: 2, name: UNAVAILABLE_TEXT })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
});

it('recovers on Retry once the remote is back, clearing its cached failure first', async () => {
  const { loader, bringBack } = flakyLoader();
  renderRegions(loader);
  await screen.findByRole('heading', { name: UNAVAILABLE_TEXT });

  bringBack();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Course list')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: UNAVAILABLE_TEXT })).not.toBeInTheDocument();
  expect(loader.reset).toHaveBeenCalledWith('catalog');
});

it('shows the fallback when a loaded remote throws while rendering, and retries without reloading it', async () => {
  let broken = true;
  const Flaky = () => {
    if (broken) throw new Error('render failed');
    return <p>Recovered</p>;
  };
  const loader = fakeLoader({ load: jest.fn(async () => Flaky) });
  renderWithTheme(
    <RemoteLoaderProvider loader={loader}>
      <RemoteRegion remote="community" module="./NewsletterOffer" />
    </RemoteLoaderProvider>,
  );

  await screen.findByRole('heading', { name: UNAVAILABLE_TEXT });
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

  expect(await screen.findByText('Recovered')).toBeInTheDocument();
  expect(loader.reset).not.toHaveBeenCalled();
});

it('marks a loading region busy until its content is there', async () => {
  renderPage(fakeLoader({ load: jest.fn(async () => Courses) }));
  expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  expect(await screen.findByText('Course list')).toBeInTheDocument();
  expect(document.querySelector('[aria-busy]')).toBeNull();
});

it('keeps a loading page one screen tall, so the footer does not jump when the page arrives', () => {
  const pending = fakeLoader({ load: () => new Promise<ComponentType>(() => undefined) });
  renderWithTheme(
    <RemoteLoaderProvider loader={pending}>
      <RemoteRegion remote="catalog" module="./CourseDetailPage" kind="page" />
      <RemoteRegion remote="catalog" module="./HomeCourses" />
    </RemoteLoaderProvider>,
  );
  const [page, section] = screen.getAllByRole('status').map((status) => status.parentElement);
  expect(page).toHaveStyle({ minHeight: '100vh' });
  expect(section).not.toHaveStyle({ minHeight: '100vh' });
});

it('shows a module loaded before at once, without a loading state or a second load', () => {
  const loader = fakeLoader({ loaded: () => Courses });
  renderPage(loader);
  expect(screen.getByText('Course list')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(loader.load).not.toHaveBeenCalled();
});

/**
 * Renders a page region outside act(), as in a browser, whose module arrives when the test says; `check` sees it
 * loading and makes the module arrive.
 */
async function outsideAct(check: (arrive: () => void) => Promise<void>) {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    let arrive: (component: ComponentType) => void = () => undefined;
    renderPage(fakeLoader({ load: () => new Promise<ComponentType>((resolve) => (arrive = resolve)) }));
    await withinTurns(() => screen.getByRole('status'));
    await check(() => arrive(Courses));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

it('shows the content as soon as it has loaded, without holding it back behind the spinner', async () => {
  // React's Suspense would keep the content back on a timer until 300 ms after the spinner showed; a few
  // scheduler turns take far less than that.
  await outsideAct(async (arrive) => {
    arrive();
    expect(await withinTurns(() => screen.getByText('Course list'))).toBeInTheDocument();
  });
});

/** Reads once per scheduler turn (a zero-delay timer, as React schedules in jsdom), for at most `turns` turns. */
async function withinTurns<T>(read: () => T, turns = 10): Promise<T> {
  for (let turn = 0; ; turn += 1) {
    try {
      return read();
    } catch (error) {
      if (turn >= turns) throw error;
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
}

test('a remote the shell refuses is never loaded: its region says it is being updated, the rest of the page works', async () => {
  const { loader } = flakyLoader();
  const refusing: RemoteLoader = {
    ...loader,
    preload: () => undefined,
    refusal: (remote) => (remote === 'catalog' ? 'built for contract version 2' : undefined),
  };
  renderRegions(refusing);
  expect(await screen.findByText('Latest posts')).toBeVisible();
  expect(screen.getByRole('heading', { name: UNAVAILABLE_TEXT })).toBeVisible();
  expect(screen.getByText(BEING_UPDATED_TEXT)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
  expect(loader.load).not.toHaveBeenCalledWith('catalog', expect.anything());
});

it('says a remote is being updated when loading finds its build made for another contract version', async () => {
  let refusal: string | undefined;
  const loader = fakeLoader({
    load: jest.fn(async () => {
      refusal = 'built for contract version 2';
      throw new Error('The shell does not load it');
    }),
    preload: () => undefined,
    refusal: () => refusal,
  });
  renderPage(loader);
  expect(await screen.findByText(BEING_UPDATED_TEXT)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
});
