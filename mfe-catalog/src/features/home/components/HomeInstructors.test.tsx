import { screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';

import HomeInstructors from './HomeInstructors';

it('introduces the instructor and the copywriter with portrait, role and bio, without a profile link they do not have', () => {
  renderWithTheme(<HomeInstructors />);
  const team = within(screen.getByRole('region', { name: 'Meet the Team' }));
  const people = team.getAllByRole('listitem');
  expect(people).toHaveLength(2);
  const [daniel, maya] = people.map((person) => within(person));

  expect(daniel?.getByRole('heading', { level: 3, name: 'Daniel Adler' })).toBeInTheDocument();
  expect(daniel?.getByText('Instructor')).toBeInTheDocument();
  expect(daniel?.getByText(/taught programming and mathematics for 18 years/)).toBeInTheDocument();
  expect(daniel?.getByRole('img', { name: 'Portrait of Daniel Adler' })).toBeInTheDocument();
  expect(daniel?.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();

  expect(maya?.getByRole('heading', { level: 3, name: 'Maya Stern' })).toBeInTheDocument();
  expect(maya?.getByText('Copywriter')).toBeInTheDocument();
  expect(maya?.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
});

it("lays each person's card (shared-ui's Card, a flex column) out as a grid: portrait beside the text", () => {
  renderWithTheme(<HomeInstructors />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(2);
  for (const card of cards) {
    expect(card).toHaveStyle({ display: 'grid', 'grid-template-columns': '120px 1fr' });
  }
});
