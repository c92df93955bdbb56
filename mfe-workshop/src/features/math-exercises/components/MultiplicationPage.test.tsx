import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from 'shared-ui/testing';
import { sequenceRandom } from '../../../testing/sequenceRandom';
import MultiplicationPage from './MultiplicationPage';

// Index i of the allowed numbers is chosen by i / count; 0.25 of ten numbers is the 3rd (3), 0.65 the 7th (7).
const threeTimesSevenThenTenTimesTen = () => sequenceRandom(0.25, 0.65, 0.99, 0.99);

function renderPage(random = threeTimesSevenThenTenTimesTen()) {
  const user = userEvent.setup();
  renderWithTheme(<MultiplicationPage random={random} />);
  return { user, answer: () => screen.getByRole('textbox', { name: 'Your answer' }) };
}

it('renders the page under its heading with a question', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Multiplication Table' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What is 3 x 7?' })).toBeInTheDocument();
  expect(screen.getByText('Score: 0')).toBeInTheDocument();
});

it('says Correct!, adds to the score and moves on after a right answer given with the keyboard', async () => {
  const { user, answer } = renderPage();
  await user.type(answer(), '21{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Correct!');
  expect(screen.getByText('Score: 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What is 10 x 10?' })).toBeInTheDocument();
  expect(answer()).toHaveValue('');
  expect(answer()).toHaveFocus();
});

it("shows the spec's incorrect message and keeps the score and the question after a wrong answer", async () => {
  const { user, answer } = renderPage();
  await user.type(answer(), '20');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Incorrect! The correct answer to 3x7 is 21');
  expect(screen.getByText('Score: 0')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What is 3 x 7?' })).toBeInTheDocument();
  expect(answer()).toHaveValue('');
  expect(answer()).toHaveFocus();
  await user.type(answer(), '21{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('Correct!');
  expect(screen.getByText('Score: 1')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'What is 10 x 10?' })).toBeInTheDocument();
});

it('skips to the next question without scoring, clearing the last feedback', async () => {
  const { user, answer } = renderPage();
  await user.type(answer(), '20{Enter}');
  await user.click(screen.getByRole('button', { name: 'Skip question' }));
  expect(screen.getByRole('heading', { level: 2, name: 'What is 10 x 10?' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByText('Score: 0')).toBeInTheDocument();
  expect(answer()).toHaveFocus();
});

it('asks for a whole number without counting the attempt', async () => {
  const { user, answer } = renderPage();
  await user.type(answer(), '21.5{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a whole number.');
  expect(answer()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'What is 3 x 7?' })).toBeInTheDocument();
  await user.clear(answer());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('toggles a number out and back, replacing a question that uses it', async () => {
  const { user } = renderPage(sequenceRandom(0.25, 0.65, 0));
  const seven = screen.getByRole('button', { name: 'Exclude 7' });
  expect(seven).toHaveAttribute('aria-pressed', 'false');
  expect(getComputedStyle(seven).textDecoration).toBe('none');
  await user.click(seven);
  expect(seven).toHaveAttribute('aria-pressed', 'true');
  // Struck through, not only red: the state shows beyond colour.
  expect(getComputedStyle(seven).textDecoration).toBe('line-through');
  expect(screen.getByRole('heading', { level: 2 })).not.toHaveTextContent('7');
  await user.click(seven);
  expect(seven).toHaveAttribute('aria-pressed', 'false');
  expect(getComputedStyle(seven).textDecoration).toBe('none');
});

it('keeps questions to the numbers left in', async () => {
  const { user, answer } = renderPage(Math.random);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9])
    await user.click(screen.getByRole('button', { name: `Exclude ${n}` }));
  expect(screen.getByRole('heading', { level: 2, name: 'What is 10 x 10?' })).toBeInTheDocument();
  await user.type(answer(), '100{Enter}');
  expect(screen.getByRole('heading', { level: 2, name: 'What is 10 x 10?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Exclude 10' }));
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Bring back at least one number');
});
