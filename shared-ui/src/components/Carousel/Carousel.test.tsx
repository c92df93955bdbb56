import { act, screen, waitFor } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { Carousel } from './Carousel';

const slideTexts = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  return renderWithTheme(
    <Carousel label="Testimonials" {...props}>
      {slideTexts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </Carousel>,
  );
}

// jsdom has no layout; swiper reads the container width to size slides (and locks navigation at 0 px).
beforeEach(() => {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
});

afterEach(() => jest.restoreAllMocks());

/** jsdom has no matchMedia; this one answers min-width queries from innerWidth and the reduced-motion query. */
function stubMatchMedia({ reducedMotion = false } = {}) {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const minWidth = /min-width:\s*(\d+)px/.exec(query)?.[1];
    const matches = minWidth
      ? window.innerWidth >= Number(minWidth)
      : query.includes('reduce') && reducedMotion;
    return { matches, media: query } as MediaQueryList;
  };
  return () => {
    window.matchMedia = original;
  };
}

const activeSlide = () => document.querySelector('.swiper-slide-active');

test('renders every child as a slide inside a labelled carousel region', () => {
  renderCarousel();
  const region = screen.getByRole('region', { name: 'Testimonials' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  for (const text of slideTexts) expect(screen.getByText(text)).toBeInTheDocument();
  expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
  expect(activeSlide()).toHaveTextContent('Alpha');
});

test('next and previous buttons move between slides', async () => {
  const { user } = renderCarousel();
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Beta'));
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Alpha'));
});

test('pagination bullets go to a slide', async () => {
  const { user } = renderCarousel();
  await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Gamma'));
});

test('autoplay advances slides and can be paused and resumed', async () => {
  jest.useFakeTimers();
  try {
    renderCarousel({ autoplayDelay: 2500, speed: 0 });
    const pause = screen.getByRole('button', { name: 'Pause autoplay' });
    await act(async () => {
      jest.advanceTimersByTime(2600);
    });
    expect(activeSlide()).toHaveTextContent('Beta');

    act(() => pause.click());
    expect(screen.getByRole('button', { name: 'Play autoplay' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(6000);
    });
    expect(activeSlide()).toHaveTextContent('Beta');
  } finally {
    jest.useRealTimers();
  }
});

test('without autoplay there is no pause control, and controls can be hidden', () => {
  renderCarousel({ showNavigation: false, showPagination: false });
  expect(screen.queryByRole('button', { name: 'Pause autoplay' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Go to slide 1' })).not.toBeInTheDocument();
});

test.each([
  [800, '600px'],
  [1024, '292px'],
])('at a %s px viewport, breakpoints set the slides per view (slide width %s)', (viewport, width) => {
  const restoreMatchMedia = stubMatchMedia();
  const originalWidth = window.innerWidth;
  window.innerWidth = viewport;
  renderCarousel({ slidesPerView: 1, breakpoints: { 1024: { slidesPerView: 2 } } });
  expect(document.querySelector('.swiper-slide')).toHaveStyle({ width });
  window.innerWidth = originalWidth;
  restoreMatchMedia();
});

test('autoplay starts paused for users who prefer reduced motion', async () => {
  jest.useFakeTimers();
  const restore = stubMatchMedia({ reducedMotion: true });
  try {
    renderCarousel({ autoplayDelay: 1000, speed: 0 });
    expect(screen.getByRole('button', { name: 'Play autoplay' })).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(activeSlide()).toHaveTextContent('Alpha');
  } finally {
    restore();
    jest.useRealTimers();
  }
});
