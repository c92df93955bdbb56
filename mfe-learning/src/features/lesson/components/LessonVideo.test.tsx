import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'shared-ui';
import type { LessonVideoChoice } from '../model/videoChoice';
import { LessonVideo } from './LessonVideo';

function renderVideo(choice: LessonVideoChoice) {
  return render(
    <LessonVideo choice={choice} lessonName="Loops - The while Loop" placeholderSrc="/img/course.svg" />,
    {
      wrapper: ThemeProvider,
    },
  );
}

it('opens a YouTube video in a lightbox, embedded by its id', async () => {
  renderVideo({ kind: 'youtube', videoId: 'kqtD5dpn9C8' });
  expect(document.querySelector('iframe')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Play video: Loops - The while Loop' }));

  const dialog = screen.getByRole('dialog', { name: 'Loops - The while Loop' });
  expect(dialog.querySelector('iframe')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8?autoplay=1&rel=0',
  );
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('plays a direct video without a download control', () => {
  renderVideo({ kind: 'video', src: '/videos/loops.mp4' });
  const video = document.querySelector('video');
  expect(video).toHaveAttribute('src', '/videos/loops.mp4');
  expect(video).toHaveAttribute('controlslist', 'nodownload');
  expect(video).toHaveAttribute('controls');
});

it('shows a placeholder image when the lesson has no video', () => {
  renderVideo({ kind: 'placeholder' });
  expect(screen.getByRole('img', { name: 'This lesson has no video' })).toHaveAttribute(
    'src',
    '/img/course.svg',
  );
});

it("says 'Invalid YouTube URL' for a link it cannot embed", () => {
  renderVideo({ kind: 'invalid-youtube' });
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid YouTube URL');
  expect(document.querySelector('iframe')).toBeNull();
});
