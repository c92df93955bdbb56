import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/renderPage';
import { LanguageQuiz } from './LanguageQuiz';

it('recommends a language only once all three questions are answered', async () => {
  const { user } = renderPage(<LanguageQuiz />);
  await user.click(screen.getByRole('radio', { name: /Robotics/ }));
  await user.click(screen.getByRole('radio', { name: /The Hard Way/ }));
  expect(screen.queryByRole('region', { name: 'Our recommendation' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Logical/ }));
  expect(
    within(screen.getByRole('region', { name: 'Our recommendation' })).getByRole('heading', {
      name: 'Our recommendation: C#',
    }),
  ).toBeInTheDocument();
});

it('updates the recommendation when an answer changes, using arrow keys within a question', async () => {
  const { user } = renderPage(<LanguageQuiz />);
  await user.click(screen.getByRole('radio', { name: /Websites/ }));
  await user.click(screen.getByRole('radio', { name: /The Easy Way/ }));
  await user.click(screen.getByRole('radio', { name: /Creative/ }));
  expect(screen.getByRole('heading', { name: 'Our recommendation: HTML' })).toBeInTheDocument();
  expect(screen.getByText(/the curriculum in step 2 does not apply/)).toBeInTheDocument();
  screen.getByRole('radio', { name: /The Easy Way/ }).focus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: /The Hard Way/ })).toBeChecked();
  expect(screen.getByRole('heading', { name: 'Our recommendation: JavaScript' })).toBeInTheDocument();
});
