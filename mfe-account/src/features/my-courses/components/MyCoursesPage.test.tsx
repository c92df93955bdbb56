import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import MyCoursesPage from './MyCoursesPage';

it('renders the page under its heading', () => {
  render(<MyCoursesPage />, { wrapper: ThemeProvider });
  expect(screen.getByRole('heading', { level: 1, name: 'My Courses' })).toBeInTheDocument();
});
