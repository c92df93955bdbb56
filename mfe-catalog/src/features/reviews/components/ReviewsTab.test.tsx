import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi, setUser } from 'shared-events';
import { answerCalls, renderWithStore, TEST_API_BASE } from 'shared-events/testing';
import { reviewFixture } from '../../../testing/fixtures';
import { REVIEW_FORM_FAILED_MESSAGE, ReviewsTab } from './ReviewsTab';

// The form's chunk does not arrive until the test lets it. Its own file: once the form has loaded it stays loaded.
let mockFormArrives = false;
jest.mock('./ReviewForm', () => {
  if (!mockFormArrives) throw new Error('Loading chunk 7 failed');
  return jest.requireActual<typeof import('./ReviewForm')>('./ReviewForm');
});

test('a review form whose code does not arrive says so in its place, the reviews stay, and Try again loads it', async () => {
  const user = userEvent.setup();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  answerCalls({
    getReviews: () => [reviewFixture(1, { Title: 'Clear and kind' })],
    getOwnReview: () => ({ Review: null, CanReview: true }),
  });
  const { store } = renderWithStore(<ReviewsTab courseId={2} />);
  act(() => {
    store.dispatch(setUser({ userId: 'u1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
  });

  expect(await screen.findByRole('alert')).toHaveTextContent(REVIEW_FORM_FAILED_MESSAGE);
  expect(screen.getByRole('heading', { name: 'Clear and kind' })).toBeInTheDocument();

  mockFormArrives = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('button', { name: 'Submit Review' })).toBeInTheDocument();
  expect(screen.queryByText(REVIEW_FORM_FAILED_MESSAGE)).not.toBeInTheDocument();
});
