import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import MultiplicationPage from './MultiplicationPage';

it('renders the page under its heading', () => {
  render(<MultiplicationPage />, { wrapper: ThemeProvider });
  expect(screen.getByRole('heading', { level: 1, name: 'Multiplication Table' })).toBeInTheDocument();
});
