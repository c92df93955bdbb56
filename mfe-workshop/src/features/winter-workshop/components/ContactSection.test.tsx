import { screen } from '@testing-library/react';
import { renderPage, SUPPORT_EMAIL } from '../../../testing/renderPage';
import { ContactSection } from './ContactSection';

it("offers call and SMS links to the brand's phone and an e-mail link to its support address", () => {
  renderPage(<ContactSection />);
  expect(screen.getByRole('link', { name: 'Call +1 (555) 010-0199' })).toHaveAttribute(
    'href',
    'tel:+15550100199',
  );
  expect(screen.getByRole('link', { name: 'Text us (SMS)' })).toHaveAttribute('href', 'sms:+15550100199');
  expect(screen.getByRole('link', { name: `Email ${SUPPORT_EMAIL}` })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  expect(screen.getByText('Note: usually available 8am-6pm weekdays.')).toBeInTheDocument();
});
