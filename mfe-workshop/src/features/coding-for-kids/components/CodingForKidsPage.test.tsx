import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import CodingForKidsPage from './CodingForKidsPage';

it('walks parents through the four steps, the final notes and the form', () => {
  renderPage(<CodingForKidsPage />);
  expect(
    screen.getByRole('heading', { level: 1, name: "Coding for Kids: A Parent's Guide" }),
  ).toBeInTheDocument();
  for (const step of [
    'Step 1: Choose a language',
    'Step 2: Follow a curriculum',
    'Step 3: Find a guide',
    'Step 4: Practise with exercises',
    'Final notes',
  ])
    expect(screen.getByRole('heading', { level: 2, name: step })).toBeInTheDocument();
  expect(screen.getByText(/only 16 spots/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Codewars (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
});
