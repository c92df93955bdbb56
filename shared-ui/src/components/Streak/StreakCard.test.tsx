import { screen, within } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { StreakCard } from './StreakCard';

const figures = { currentStreak: 1, bestStreak: 5, lessonsThisWeek: 2, weeklyGoal: 3 };

test('names the current and best streak and shows the week against the goal as a labelled progress bar', () => {
  renderWithUser(<StreakCard {...figures} />);
  const card = screen.getByRole('region', { name: 'Your learning streak' });
  expect(within(card).getByRole('heading', { level: 2, name: 'Your learning streak' })).toBeInTheDocument();
  expect(within(card).getByText('Current streak').nextElementSibling).toHaveTextContent('1 day');
  expect(within(card).getByText('Best streak').nextElementSibling).toHaveTextContent('5 days');
  expect(card).toHaveTextContent('This week: 2 of 3 lessons');
  const bar = within(card).getByRole('progressbar', { name: 'Weekly goal progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '2');
  expect(bar).toHaveAttribute('aria-valuemax', '3');
  expect(bar).toHaveAttribute('aria-valuetext', '2 of 3 lessons');
  expect(screen.queryByText('Weekly goal reached')).not.toBeInTheDocument();
});

test('says when the goal is reached, takes the heading level and title it is given, and shows what it wraps', () => {
  renderWithUser(
    <StreakCard {...figures} lessonsThisWeek={4} title="Your streak" headingLevel={3} compact>
      <p>Ask a parent to change your goal.</p>
    </StreakCard>,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Your streak' })).toBeInTheDocument();
  expect(screen.getByText('Weekly goal reached')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('data-status', 'success');
  expect(screen.getByText('Ask a parent to change your goal.')).toBeInTheDocument();
});
