import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import WorkshopsPage from './WorkshopsPage';

it('presents the live workshops and links to the workshop landing page', () => {
  renderPage(<WorkshopsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Live Workshops' })).toBeInTheDocument();
  expect(screen.getByText('$2,500')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover the Winter Coding Workshop' })).toHaveAttribute(
    'href',
    '/winter-coding-workshop',
  );
});
