import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Lightbox } from './Lightbox';

test('embeds a YouTube video with a title in a labelled dialog', async () => {
  const onClose = jest.fn();
  const { user } = renderWithUser(
    <Lightbox
      isOpen
      onClose={onClose}
      title="Welcome video"
      media={{ type: 'youtube', videoId: 'abc123' }}
    />,
  );
  expect(screen.getByRole('dialog', { name: 'Welcome video' })).toBeInTheDocument();
  const frame = screen.getByTitle('Welcome video');
  expect(frame.tagName).toBe('IFRAME');
  expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc123?autoplay=1&rel=0');
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('plays a direct video without a download control by default', () => {
  renderWithUser(
    <Lightbox isOpen onClose={() => undefined} title="Lesson" media={{ type: 'video', src: '/v.mp4' }} />,
  );
  const video = screen.getByTitle('Lesson');
  expect(video.tagName).toBe('VIDEO');
  expect(video).toHaveAttribute('controlslist', 'nodownload');
});

test('shows an image with its alt text', () => {
  renderWithUser(
    <Lightbox
      isOpen
      onClose={() => undefined}
      title="Photo"
      media={{ type: 'image', src: '/p.jpg', alt: 'A class' }}
    />,
  );
  expect(screen.getByRole('img', { name: 'A class' })).toBeInTheDocument();
});

test('renders nothing while closed', () => {
  renderWithUser(
    <Lightbox isOpen={false} onClose={() => undefined} title="x" media={{ type: 'youtube', videoId: 'a' }} />,
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
