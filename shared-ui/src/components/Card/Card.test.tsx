import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import styled, { isStyledComponent } from 'styled-components';
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

test("a page's card built on Card and rendered as another element keeps Card's own styles", () => {
  // styled-components recognises Card as a styled component only through patches/styled-components@6.1.19.patch
  // (Preact's forwardRef returns a function); without it `as` replaces Card and its styles are lost.
  const CourseCard = styled(Card).attrs({ as: 'article' })`
    flex-direction: row;
  `;
  renderWithTheme(
    <CourseCard aria-label="Course">
      <p>Body</p>
    </CourseCard>,
  );
  const card = screen.getByRole('article', { name: 'Course' });
  expect(isStyledComponent(Card)).toBe(true);
  expect(card).toHaveStyle({ display: 'flex', 'flex-direction': 'row' });
});
