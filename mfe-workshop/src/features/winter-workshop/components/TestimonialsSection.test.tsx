import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import type { Testimonial } from '../model/content';
import { TestimonialsSection } from './TestimonialsSection';

// Stand-in ids: the business has not supplied the real testimonial videos yet (see model/content).
const recorded: Testimonial[] = [1, 2, 3, 4, 5].map((number) => ({
  name: `Speaker ${number}`,
  videoId: `testimony-${number}`.padEnd(11, 'x'),
  thumbnail: `/images/workshop/testimonial-${number}.svg`,
}));

const section = () => screen.getByRole('region', { name: 'What students and parents say' });
const playButtons = () => within(section()).getAllByRole('button', { name: /^Play testimonial/ });

it('shows each testimonial with its own still and plays its own video, closed by Close or the overlay', async () => {
  const { user } = renderPage(<TestimonialsSection testimonials={recorded} />);
  expect(playButtons()).toHaveLength(5);
  for (const [index, testimonial] of recorded.entries()) {
    const button = playButtons()[index] as HTMLElement;
    expect(button).toHaveAccessibleName(`Play testimonial ${index + 1}: ${testimonial.name}`);
    expect(button.querySelector('img')).toHaveAttribute('src', testimonial.thumbnail);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: `Testimonial: ${testimonial.name}` });
    expect(dialog.querySelector('iframe')).toHaveAttribute(
      'src',
      `https://www.youtube-nocookie.com/embed/${testimonial.videoId}?autoplay=1&rel=0`,
    );
    if (index % 2 === 0) await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    else await user.click(screen.getByTestId('modal-overlay'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }
});

it('shows the PNG of a still that fails to load', () => {
  renderPage(<TestimonialsSection testimonials={recorded} />);
  const still = (playButtons()[2] as HTMLElement).querySelector('img') as HTMLImageElement;
  fireEvent.error(still);
  expect(still).toHaveAttribute('src', '/images/workshop/testimonial-3.png');
});

it('leaves out a testimonial without its video, and the whole section while none has one', () => {
  const [first, second, third] = recorded as [Testimonial, Testimonial, Testimonial];
  const { unmount } = renderPage(
    <TestimonialsSection testimonials={[first, second, { ...third, videoId: null }]} />,
  );
  expect(playButtons().map((button) => button.textContent)).toEqual([
    'Play testimonial 1: Speaker 1',
    'Play testimonial 2: Speaker 2',
  ]);
  unmount();

  renderPage(<TestimonialsSection testimonials={recorded.map((entry) => ({ ...entry, videoId: null }))} />);
  expect(screen.queryByRole('region', { name: 'What students and parents say' })).not.toBeInTheDocument();
});
