import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'shared-ui';
import LessonPage from './LessonPage';

it('renders the page under its heading', () => {
  render(<LessonPage />, { wrapper: ThemeProvider });
  expect(screen.getByRole('heading', { level: 1, name: 'Lesson' })).toBeInTheDocument();
});
