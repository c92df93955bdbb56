import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from 'shared-ui/testing';
import { sequenceRandom } from '../../../testing/sequenceRandom';
import FractionReductionPage from './FractionReductionPage';

// First 3 (1 + floor(0.15 * 19)), then 4 (from 4-20, 0), factor 2 (from 2-10, 0): 6/8 ; then 2/4 repeatedly.
function renderPage() {
  const user = userEvent.setup();
  renderWithTheme(<FractionReductionPage random={sequenceRandom(0.15, 0, 0, 0, 0, 0)} />);
  return {
    user,
    numerator: () => screen.getByRole('textbox', { name: 'Reduced numerator' }),
    denominator: () => screen.getByRole('textbox', { name: 'Reduced denominator' }),
  };
}

it('shows a proper fraction to reduce', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Fraction Reduction' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Reduce 6/8' })).toBeInTheDocument();
});

it('accepts the reduction by keyboard, scores it and moves on', async () => {
  const { user, numerator } = renderPage();
  await user.type(numerator(), '3');
  await user.tab();
  await user.keyboard('4{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Correct!');
  expect(screen.getByText('Score: 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Reduce 2/4' })).toBeInTheDocument();
  expect(numerator()).toHaveFocus();
});

it("shows the spec's incorrect message for a partly reduced answer", async () => {
  const { user, numerator, denominator } = renderPage();
  await user.type(numerator(), '6');
  await user.type(denominator(), '8');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect! The correct reduction for 6/8 is 3/4');
  expect(screen.getByText('Score: 0')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Reduce 6/8' })).toBeInTheDocument();
  expect(numerator()).toHaveValue('');
  expect(numerator()).toHaveFocus();
});

it('skips to the next fraction without scoring', async () => {
  const { user } = renderPage();
  await user.click(screen.getByRole('button', { name: 'Skip question' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Reduce 2/4' })).toBeInTheDocument();
  expect(screen.getByText('Score: 0')).toBeInTheDocument();
});

it('asks for whole numbers in both fields before checking', async () => {
  const { user, numerator, denominator } = renderPage();
  await user.type(numerator(), '3');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(denominator()).toHaveAttribute('aria-invalid', 'true');
  expect(numerator()).not.toHaveAttribute('aria-invalid');
  expect(screen.getByRole('heading', { level: 2, name: 'Reduce 6/8' })).toBeInTheDocument();
});
