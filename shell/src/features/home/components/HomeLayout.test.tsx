import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { bus, parseRuntimeConfig, setRuntimeConfig } from 'shared-events';
import { renderWithTheme } from 'shared-ui/testing';
import { buildRuntimeConfig } from '../../../../../scripts/lib/runtime-config.mjs';
import { RemoteLoaderProvider } from '../../../shared/remotes/RemoteLoaderContext';
import { installIntersectionObserver } from '../../../shared/testing/intersectionObserver';
import type { RemoteLoader } from '../../../shared/remotes/remoteLoader';
import { TAGLINES, testimonialCarouselSettings } from '../model/homeContent';
import { HomeLayout } from './HomeLayout';

/** Each home region renders its module name, so the test sees which regions the layout places. */
const loader: RemoteLoader = {
  load: jest.fn(async (remote: string, module: string): Promise<ComponentType> => {
    const Region = () => <p>{`${remote} ${module}`}</p>;
    return Region;
  }),
  loaded: () => undefined,
  reset: jest.fn(),
  preload: () => undefined,
  refusal: () => undefined,
};

beforeAll(() => setRuntimeConfig(parseRuntimeConfig(buildRuntimeConfig())));

// jsdom has no layout; swiper reads the container width.
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
});
afterEach(() => jest.restoreAllMocks());

/** Renders the home page and lets the (stubbed) remote regions finish loading. */
async function renderHome() {
  await act(async () => {
    renderWithTheme(
      <MemoryRouter>
        <RemoteLoaderProvider loader={loader}>
          <HomeLayout />
        </RemoteLoaderProvider>
      </MemoryRouter>,
    );
  });
}

it('shows the hero with its headline, example code and links to the main course and the free trial', async () => {
  await renderHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Learn Python the Easy Way' })).toBeInTheDocument();
  expect(screen.getByText('print("Hello, World!")')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass',
  );
  expect(screen.getAllByRole('link', { name: 'START FREE TRIAL' })[0]).toHaveAttribute(
    'href',
    '/course/free-trial',
  );
});

it('rotates the tagline every 1500 ms through three phrases', async () => {
  jest.useFakeTimers();
  try {
    await renderHome();
    const tagline = screen.getByTestId('hero-tagline');
    expect(tagline).toHaveTextContent(TAGLINES[0]);
    act(() => jest.advanceTimersByTime(1499));
    expect(tagline).toHaveTextContent(TAGLINES[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(tagline).toHaveTextContent(TAGLINES[1]);
    act(() => jest.advanceTimersByTime(1500));
    expect(tagline).toHaveTextContent(TAGLINES[2]);
    act(() => jest.advanceTimersByTime(1500));
    expect(tagline).toHaveTextContent(TAGLINES[0]);
  } finally {
    jest.useRealTimers();
  }
});

it('Watch Video opens the video overlay on the configured video host, tracks the play, and Close ends it', async () => {
  const tracked: unknown[] = [];
  const stop = bus.subscribe('analytics:track', (payload) => tracked.push(payload));
  await renderHome();
  await userEvent.click(screen.getByRole('button', { name: 'Watch Video' }));
  const dialog = screen.getByRole('dialog', { name: 'Introduction video' });
  expect(dialog.querySelector('iframe')).toHaveAttribute(
    'src',
    expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/),
  );
  expect(tracked).toEqual([{ event: 'Video Played', properties: { video: 'Home introduction' } }]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  stop();
});

it('shows the proof points and four employer logos', async () => {
  await renderHome();
  for (const title of ['Beginner Level', 'Bite Sized Lessons', 'Interactive Exercises'])
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(
    within(screen.getByText('Our students now work at').nextElementSibling as HTMLElement).getAllByRole(
      'img',
    ),
  ).toHaveLength(4);
});

it('has the call-to-action band and a gallery of six videos that play in a lightbox', async () => {
  await renderHome();
  expect(screen.getByRole('heading', { name: 'Clear Animations, Over 300 Videos' })).toBeInTheDocument();
  const gallery = screen
    .getByRole('heading', { name: 'Watch a few lessons' })
    .closest('section') as HTMLElement;
  const plays = within(gallery).getAllByRole('button', { name: /^Play video:/ });
  expect(plays).toHaveLength(6);
  await userEvent.click(plays[2] as HTMLElement);
  expect(
    screen.getByRole('dialog', { name: 'Making decisions with if' }).querySelector('iframe'),
  ).toHaveAttribute('src', expect.stringContaining('/embed/_uQrJ0TkZlc'));
});

it('has six testimonials in a carousel: autoplay 2.5 s, loop, 1 per view and 2 from 1024 px', async () => {
  expect(testimonialCarouselSettings).toMatchObject({
    autoplayDelay: 2500,
    loop: true,
    slidesPerView: 1,
    breakpoints: { 1024: { slidesPerView: 2 } },
  });
  await renderHome();
  const carousel = screen.getByRole('region', { name: 'Student testimonials' });
  expect(within(carousel).getByRole('button', { name: 'Pause autoplay' })).toBeInTheDocument();
  const quotes = new Set([...carousel.querySelectorAll('blockquote')].map((quote) => quote.textContent));
  expect(quotes.size).toBe(6);
  // Each one a figure, shared-ui's Card: its quote and caption in a column.
  const figures = [...carousel.querySelectorAll('figure')];
  expect(figures).toHaveLength(carousel.querySelectorAll('blockquote').length);
  expect(figures.filter((figure) => !figure.querySelector(':scope > blockquote + figcaption'))).toEqual([]);
  expect(getComputedStyle(figures[0] as HTMLElement).flexDirection).toBe('column');
});

it('names each failed section’s fallback after its part, so several of one title can be told apart', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest.mocked(loader.load);
  const working = load.getMockImplementation();
  load.mockRejectedValue(new Error('catalog is down'));
  try {
    await renderHome();
    for (const part of [
      'Popular courses',
      'Course categories',
      'Featured course',
      'Latest posts',
      'Instructors',
    ])
      expect(
        await screen.findByRole('region', {
          name: `${part}: This part of the site is unavailable right now`,
        }),
      ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { name: 'This part of the site is unavailable right now' }),
    ).toHaveLength(5);
  } finally {
    if (working) load.mockImplementation(working);
    jest.restoreAllMocks();
  }
});

it('falls back to the PNG of a home picture that fails to load: hero, logos, video thumbnails and avatars', async () => {
  await renderHome();
  const pictures = [...document.querySelectorAll('img')];
  const sources = (images: HTMLImageElement[]) => images.map((image) => image.getAttribute('src'));
  expect(sources(pictures)).toEqual(expect.arrayContaining(['/images/home/hero.svg']));
  expect(sources(pictures).every((src) => src?.startsWith('/images/home/') && src.endsWith('.svg'))).toBe(
    true,
  );
  const kinds = ['hero', 'employer-', 'gallery-', 'cta-video', 'testimonial-'];
  expect(kinds.filter((kind) => !sources(pictures).some((src) => src?.includes(kind)))).toEqual([]);
  pictures.forEach((image) => fireEvent.error(image));
  expect(sources(pictures).filter((src) => !src?.endsWith('.png'))).toEqual([]);
});

it("lays out the remotes' home regions in order, keeping the latest posts", async () => {
  await renderHome();
  // Each region renders once its module arrives, in a transition.
  await waitFor(() => expect(screen.getAllByText(/^(catalog|community) \.\//)).toHaveLength(5));
  const regions = screen.getAllByText(/^(catalog|community) \.\//);
  expect(regions.map((region) => region.textContent)).toEqual([
    'catalog ./HomeCourses',
    'catalog ./HomeCourseCategories',
    'catalog ./HomeFeaturedCourse',
    'community ./LatestPosts',
    'catalog ./HomeInstructors',
  ]);
});

it('loads the course list with the page and every later remote section only as it comes near the screen', async () => {
  // jsdom has no IntersectionObserver (so every section loads at once there); this one the test drives.
  const { observed, restore } = installIntersectionObserver();
  try {
    const load = jest.mocked(loader.load);
    load.mockClear();
    await renderHome();
    await waitFor(() => expect(screen.getByText('catalog ./HomeCourses')).toBeInTheDocument());
    expect(load.mock.calls).toEqual([['catalog', './HomeCourses']]);
    expect(screen.queryByText('community ./LatestPosts')).not.toBeInTheDocument();

    await act(async () => {
      for (const [place, report] of [...observed])
        report(
          [{ target: place, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
    });
    await waitFor(() => expect(screen.getAllByText(/^(catalog|community) \.\//)).toHaveLength(5));
    expect(load.mock.calls.map(([remote, module]) => `${remote} ${module}`)).toEqual([
      'catalog ./HomeCourses',
      'catalog ./HomeCourseCategories',
      'catalog ./HomeFeaturedCourse',
      'community ./LatestPosts',
      'catalog ./HomeInstructors',
    ]);
  } finally {
    restore();
  }
});
