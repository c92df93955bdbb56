import { screen } from '@testing-library/react';
import styled from 'styled-components';
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

test('its transient props set its padding, shadow and lift, and do not reach the DOM', () => {
  renderWithUser(
    <ul>
      <Card as="li" $padding="md" $elevation="none" $interactive>
        <p>Lifts</p>
      </Card>
      <Card as="li">
        <p>Still</p>
      </Card>
    </ul>,
  );
  const [interactive, still] = screen.getAllByRole('listitem');
  expect(interactive).toHaveStyle({
    display: 'flex',
    'min-width': '0',
    padding: '1rem',
    'box-shadow': 'none',
  });
  expect(getComputedStyle(interactive as HTMLElement).transition).toMatch(
    /^transform 250ms ease,\s*box-shadow/,
  );
  expect(still).toHaveStyle({ padding: '1.5rem' });
  expect(getComputedStyle(still as HTMLElement).transition).toBe('');
  for (const name of ['$padding', '$elevation', '$interactive'])
    expect(interactive).not.toHaveAttribute(name);
});

// A page's restyling, as an app writes it: its rule comes after Card's, so it wins where both set a property.
const CourseCard = styled(Card)`
  flex-direction: row;
  gap: 1rem;
`;

test("a page's styled(Card) rendered as another element keeps Card's own styles and the page's class, and adds its own", () => {
  renderWithUser(
    <ul>
      <CourseCard forwardedAs="li" className="course-card">
        <p>Body</p>
      </CourseCard>
    </ul>,
  );
  const card = screen.getByRole('listitem');
  expect(card).toHaveClass('course-card');
  expect(card).toHaveStyle({
    display: 'flex',
    'min-width': '0',
    padding: '1.5rem',
    'flex-direction': 'row',
    gap: '1rem',
  });
});
