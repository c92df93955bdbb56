import { render, screen, within } from '@testing-library/react';

import HomeInstructors from './HomeInstructors';

it('introduces the instructor and the copywriter with portrait, role and bio, without a profile link they do not have', () => {
  render(<HomeInstructors />);
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
