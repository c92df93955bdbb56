import { screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';

import { reviewFixture } from '../../../testing/fixtures';
import { ReviewList } from './ReviewList';

it("dates each review with its day in UTC, written as Intl en-US's long date", () => {
  const reviews = [
    reviewFixture(1, { Timestamp: '2025-01-01T00:00:00.000Z' }),
    reviewFixture(2, { Timestamp: '2024-12-31T23:59:59.999Z' }),
    reviewFixture(3, { Timestamp: '2024-02-29T12:00:00Z' }),
  ];
  renderWithTheme(<ReviewList reviews={reviews} />);
  const dates = within(screen.getByRole('list', { name: 'Reviews' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('time'));
  expect(dates.map((time) => [time?.textContent, time?.getAttribute('datetime')])).toEqual([
    ['January 1, 2025', '2025-01-01T00:00:00.000Z'],
    ['December 31, 2024', '2024-12-31T23:59:59.999Z'],
    ['February 29, 2024', '2024-02-29T12:00:00Z'],
  ]);
});
