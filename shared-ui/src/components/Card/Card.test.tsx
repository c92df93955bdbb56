import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Card } from './Card';

test('renders content as the requested element', () => {
  renderWithUser(
    <Card as="article" aria-labelledby="t" $padding="md" $elevation="md">
      <h3 id="t">Title</h3>
      <p>Body</p>
    </Card>,
  );
  expect(screen.getByRole('article', { name: 'Title' })).toHaveTextContent('Body');
});

test("a page's class given to a Card rendered as another element keeps Card's own styles and adds the page's", () => {
  // A page's own stylesheet: unlayered and loaded after shared-ui's, as a remote's chunk brings it.
  const pageSheet = document.createElement('style');
  pageSheet.textContent = '.course-card { flex-direction: row; gap: 1rem; }';
  document.head.appendChild(pageSheet);
  renderWithUser(
    <ul>
      <Card as="li" className="course-card" $padding="md" $elevation="none" $interactive>
        <p>Body</p>
      </Card>
    </ul>,
  );
  const card = screen.getByRole('listitem');
  expect(card).toHaveClass('course-card');
  expect(card).toHaveStyle({
    display: 'flex',
    'min-width': '0',
    padding: '1rem',
    'box-shadow': 'none',
    'flex-direction': 'row',
    gap: '1rem',
  });
  expect(card).not.toHaveAttribute('$padding');
  expect(card).not.toHaveAttribute('$interactive');
  pageSheet.remove();
});
