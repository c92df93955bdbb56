import { act, screen, waitFor } from '@testing-library/react';
import { stubIntersectionObserver } from '../../testing/intersectionObserver';
import { renderWithUser } from '../../testing/renderWithUser';
import { Carousel } from './Carousel';

const slideTexts = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel(props: Partial<React.ComponentProps<typeof Carousel>> = {}) {
  return renderWithUser(
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
const swiperReady = () =>
  waitFor(() => expect(document.querySelector('.swiper-initialized')).toBeInTheDocument());

test('renders every child as a slide inside a labelled carousel region', async () => {
  renderCarousel();
  await swiperReady();
  const region = screen.getByRole('region', { name: 'Testimonials' });
  expect(region).toHaveAttribute('aria-roledescription', 'carousel');
  for (const text of slideTexts) expect(screen.getByText(text)).toBeInTheDocument();
  expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
  expect(activeSlide()).toHaveTextContent('Alpha');
});

test('next and previous buttons move between slides', async () => {
  const { user } = renderCarousel();
  await swiperReady();
  await user.click(screen.getByRole('button', { name: 'Next slide' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Beta'));
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Alpha'));
});

test('pagination bullets go to a slide', async () => {
  const { user } = renderCarousel();
  await swiperReady();
  await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
  await waitFor(() => expect(activeSlide()).toHaveTextContent('Gamma'));
});

test('autoplay advances slides and can be paused and resumed', async () => {
  jest.useFakeTimers();
  try {
    renderCarousel({ autoplayDelay: 2500, speed: 0 });
    await swiperReady();
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
])('at a %s px viewport, breakpoints set the slides per view (slide width %s)', async (viewport, width) => {
  const restoreMatchMedia = stubMatchMedia();
  const originalWidth = window.innerWidth;
  window.innerWidth = viewport;
  renderCarousel({ slidesPerView: 1, breakpoints: { 1024: { slidesPerView: 2 } } });
  await swiperReady();
  expect(document.querySelector('.swiper-slide')).toHaveStyle({ width });
  window.innerWidth = originalWidth;
  restoreMatchMedia();
});

test('autoplay starts paused for users who prefer reduced motion', async () => {
  jest.useFakeTimers();
  const restore = stubMatchMedia({ reducedMotion: true });
  try {
    renderCarousel({ autoplayDelay: 1000, speed: 0 });
    await swiperReady();
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

test('autoplay paused before swiper loads stays paused once it does', async () => {
  jest.useFakeTimers();
  const observer = stubIntersectionObserver();
  try {
    renderCarousel({ autoplayDelay: 1000, speed: 0 });
    const pause = screen.getByRole('button', { name: 'Pause autoplay' });
    act(() => pause.click());
    observer.reveal();
    await swiperReady();
    await act(async () => {
      jest.advanceTimersByTime(3000);
    });
    expect(activeSlide()).toHaveTextContent('Alpha');
    expect(screen.getByRole('button', { name: 'Play autoplay' })).toBeInTheDocument();
  } finally {
    observer.restore();
    jest.useRealTimers();
  }
});

test('off screen, the static track lays the slides out as swiper will at each breakpoint, and follows a resize', () => {
  const observer = stubIntersectionObserver();
  const restoreMatchMedia = stubMatchMedia();
  const originalWidth = window.innerWidth;
  try {
    window.innerWidth = 700;
    renderCarousel({
      slidesPerView: 1,
      spaceBetween: 16,
      breakpoints: { 1024: { slidesPerView: 3 }, 640: { slidesPerView: 2, spaceBetween: 24 } },
    });
    const layout = () => {
      const wrapper = document.querySelector<HTMLElement>('[data-carousel-static] .swiper-wrapper');
      return [
        wrapper?.style.getPropertyValue('--slides-per-view'),
        wrapper?.style.getPropertyValue('--slide-gap'),
      ];
    };
    expect(layout()).toEqual(['2', '24px']);

    window.innerWidth = 1200;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(layout()).toEqual(['3', '24px']);

    window.innerWidth = 500;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(layout()).toEqual(['1', '16px']);
  } finally {
    window.innerWidth = originalWidth;
    restoreMatchMedia();
    observer.restore();
  }
});

test("a caller's className is added to the region, which keeps its own style", () => {
  const observer = stubIntersectionObserver();
  try {
    renderCarousel({ className: 'testimonials' });
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region).toHaveClass('testimonials');
    expect(region).toHaveStyle({ position: 'relative' });
  } finally {
    observer.restore();
  }
});
