import { act, screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Carousel } from './Carousel';

// swiper's chunk does not arrive. Its own file: once swiper has loaded it stays loaded.
jest.mock('./SwiperTrack', () => {
  throw new Error('Loading chunk 5 failed');
});

test("when swiper's code does not arrive, every slide stays reachable in a track that scrolls, which Previous and Next scroll a view at a time; autoplay's control is left out", async () => {
  // jsdom has no IntersectionObserver: the carousel counts as near the screen and asks for swiper at once.
  const { user } = renderWithUser(
    <Carousel label="Testimonials" autoplayDelay={3000}>
      <p>Alpha</p>
      <p>Beta</p>
      <p>Gamma</p>
    </Carousel>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  const region = screen.getByRole('region', { name: 'Testimonials' });
  const track = screen.getByRole('group', { name: 'Slides' });
  expect(region).toContainElement(track);
  expect(track).toHaveAttribute('tabindex', '0');
  expect(track).toHaveStyle({ overflowX: 'auto', padding: '5px' });
  for (const text of ['Alpha', 'Beta', 'Gamma']) expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /autoplay/ })).not.toBeInTheDocument();

  const scrollBy = jest.fn();
  Object.assign(track, { scrollBy });
  jest.spyOn(track, 'clientWidth', 'get').mockReturnValue(480);
  const next = screen.getByRole('button', { name: 'Next slide' });
  await user.click(next);
  expect(scrollBy).toHaveBeenLastCalledWith({ left: 480, behavior: 'smooth' });
  await user.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(scrollBy).toHaveBeenLastCalledWith({ left: -480, behavior: 'smooth' });
});
