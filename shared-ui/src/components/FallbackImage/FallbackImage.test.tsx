import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './FallbackImage';

it('loads the png version when the svg fails, and stops when no format is left', () => {
  render(<FallbackImage src="/images/courses/free-trial.svg" alt="Free trial" />);
  const image = screen.getByRole('img', { name: 'Free trial' });
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', '/images/courses/free-trial.png');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', '/images/courses/free-trial.jpg');
  fireEvent.error(image);
  expect(image).toHaveAttribute('src', '/images/courses/free-trial.jpg');
});
