import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Card } from './Card';

test('renders content as the requested element', () => {
  renderWithTheme(
    <Card as="article" aria-labelledby="t" $padding="md" $elevation="md">
      <h3 id="t">Title</h3>
      <p>Body</p>
    </Card>,
  );
  expect(screen.getByRole('article', { name: 'Title' })).toHaveTextContent('Body');
});
