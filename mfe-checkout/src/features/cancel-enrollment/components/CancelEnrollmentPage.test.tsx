import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';
import { MemoryRouter } from 'react-router-dom';
import CancelEnrollmentPage from './CancelEnrollmentPage';

it('links back home and to the contact page', () => {
  renderWithTheme(
    <MemoryRouter>
      <CancelEnrollmentPage />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Cancel Enrollment' })).toBeInTheDocument();
  // The panel is the Card rendered as a section, named by its heading.
  expect(screen.getByRole('region', { name: 'Cancel Enrollment' })).toHaveTextContent(
    'you have not been charged',
  );
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});
