import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CancelEnrollmentPage from './CancelEnrollmentPage';

it('links back home and to the contact page', () => {
  render(
    <MemoryRouter>
      <CancelEnrollmentPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Cancel Enrollment' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});
