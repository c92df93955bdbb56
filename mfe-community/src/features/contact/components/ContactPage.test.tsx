import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import ContactPage from './ContactPage';

it('renders the page under its heading', () => {
  render(<ContactPage />, { wrapper: ThemeProvider });
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
});
