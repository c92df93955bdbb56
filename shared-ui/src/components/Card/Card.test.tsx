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
  expect(card).not.toHaveAttribute('as');
  expect(card).toHaveClass('course-card');
  expect(card).toHaveStyle({
    display: 'flex',
    'min-width': '0',
    padding: '1.5rem',
    'flex-direction': 'row',
    gap: '1rem',
  });
});

test("a page's styled(Card) hands Card the transient props it is given", () => {
  renderWithUser(
    <CourseCard forwardedAs="section" aria-label="Course" $padding="sm" $elevation="none" $interactive>
      <p>Body</p>
    </CourseCard>,
  );
  const card = screen.getByRole('region', { name: 'Course' });
  expect(card).toHaveStyle({ padding: '0.75rem', 'box-shadow': 'none', 'flex-direction': 'row' });
  expect(getComputedStyle(card).transition).toMatch(/^transform 250ms ease,\s*box-shadow/);
  for (const name of ['$padding', '$elevation', '$interactive']) expect(card).not.toHaveAttribute(name);
});

test("`as` on a page's styled(Card) renders that element with Card's styles and its own", () => {
  renderWithUser(
    <CourseCard as="article" aria-label="Course">
      <p>Body</p>
    </CourseCard>,
  );
  expect(screen.getByRole('article', { name: 'Course' })).toHaveStyle({
    display: 'flex',
    padding: '1.5rem',
    'flex-direction': 'row',
  });
});

test('Card and a styled(Card) are type-checked: a space token for $padding, the element’s own attributes', () => {
  renderWithUser(
    <>
      {/* @ts-expect-error 'huge' is not a space token */}
      <Card $padding="huge">One</Card>
      {/* @ts-expect-error a div has no href */}
      <CourseCard href="/courses">Two</CourseCard>
      <Card as="a" href="/courses">
        Three
      </Card>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Three' })).toHaveAttribute('href', '/courses');
});
