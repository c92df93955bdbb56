import { act, screen, waitFor } from '@testing-library/react';
import { stubIntersectionObserver } from '../../testing/intersectionObserver';
import { renderWithUser } from '../../testing/renderWithUser';
import { Carousel } from './Carousel';

// Counts the loads of swiper's chunk. Its own file: once swiper has loaded it stays loaded.
let mockSwiperLoads = 0;
jest.mock('./SwiperTrack', () => {
  mockSwiperLoads += 1;
  return jest.requireActual<typeof import('./SwiperTrack')>('./SwiperTrack');
});

test('off screen, the slides show in a static track and swiper is not loaded until the carousel nears the screen', async () => {
  // jsdom has no layout; swiper reads the container width to size slides.
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  jest.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  const observer = stubIntersectionObserver();
  try {
    renderWithUser(
      <Carousel label="Testimonials">
        <p>Alpha</p>
        <p>Beta</p>
        <p>Gamma</p>
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Testimonials' });
    expect(region.querySelector('[data-carousel-static]')).toBeInTheDocument();
    // Waiting for swiper is not failing: the static track does not scroll.
    expect(region.querySelector('.swiper-wrapper')).not.toHaveStyle({ overflowX: 'auto' });
    expect(region.querySelectorAll('.swiper-slide')).toHaveLength(3);
    for (const text of ['Alpha', 'Beta', 'Gamma']) expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(mockSwiperLoads).toBe(0);

    observer.reveal();
    await waitFor(() => expect(document.querySelector('.swiper-initialized')).toBeInTheDocument());
    expect(mockSwiperLoads).toBe(1);
    expect(region.querySelector('[data-carousel-static]')).not.toBeInTheDocument();
    expect(document.querySelector('.swiper-slide-active')).toHaveTextContent('Alpha');
  } finally {
    observer.restore();
    jest.restoreAllMocks();
  }
});
