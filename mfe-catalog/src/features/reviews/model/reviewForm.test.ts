import { commentFromPicks, togglePick, validateReview, type ReviewDraft } from './reviewForm';

const complete: ReviewDraft = {
  name: 'Ada',
  email: 'ada@example.com',
  title: 'Great',
  comment: 'Loved it',
  rating: 5,
};

it('accepts a complete draft', () => {
  expect(validateReview(complete)).toBeNull();
});

it.each([
  ['name', { name: '  ' }],
  ['e-mail', { email: '' }],
  ['title', { title: '' }],
  ['comment', { comment: '\n' }],
  ['rating', { rating: 0 }],
])('asks for every field and a rating when the %s is missing', (_field, change) => {
  expect(validateReview({ ...complete, ...change })).toBe('Please fill in all fields and provide a rating.');
});

it.each(['ada', 'ada@example', 'ada @example.com', '@example.com'])('rejects the e-mail %s', (email) => {
  expect(validateReview({ ...complete, email })).toBe('Please enter a valid email address.');
});

it('picking a phrase on one side removes it from the other', () => {
  let picks = togglePick({ liked: [], disliked: [] }, 'liked', 'Pace');
  picks = togglePick(picks, 'liked', 'Examples');
  expect(picks).toEqual({ liked: ['Pace', 'Examples'], disliked: [] });
  picks = togglePick(picks, 'disliked', 'Pace');
  expect(picks).toEqual({ liked: ['Examples'], disliked: ['Pace'] });
  expect(commentFromPicks(picks)).toBe('Liked: Examples.\nDisliked: Pace.');
  expect(togglePick(picks, 'disliked', 'Pace')).toEqual({ liked: ['Examples'], disliked: [] });
});
