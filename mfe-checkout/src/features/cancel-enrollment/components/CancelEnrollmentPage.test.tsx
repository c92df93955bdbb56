import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'shared-ui';
import CancelEnrollmentPage from './CancelEnrollmentPage';

it('links back home and to the contact page', () => {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <CancelEnrollmentPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Cancel Enrollment' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});
