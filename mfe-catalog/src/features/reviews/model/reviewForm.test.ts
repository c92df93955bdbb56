import { commentWithPicks, pickLines, reviewFields, togglePick, type ReviewDraft } from './reviewForm';

const complete: ReviewDraft = {
  Title: 'Great',
  Comment: 'Loved it',
  Rating: 5,
};

it('accepts a complete draft', () => {
  expect(reviewFields.safeParse(complete).success).toBe(true);
});

it.each([
  ['title', { Title: '' }],
  ['comment', { Comment: '\n' }],
  ['rating', { Rating: 0 }],
])('refuses, as the API does, a draft whose %s is missing', (_field, change) => {
  expect(reviewFields.safeParse({ ...complete, ...change }).success).toBe(false);
});

it('picking a phrase on one side removes it from the other', () => {
  let picks = togglePick({ liked: [], disliked: [] }, 'liked', 'Pace');
  picks = togglePick(picks, 'liked', 'Examples');
  expect(picks).toEqual({ liked: ['Pace', 'Examples'], disliked: [] });
  picks = togglePick(picks, 'disliked', 'Pace');
  expect(picks).toEqual({ liked: ['Examples'], disliked: ['Pace'] });
  expect(pickLines(picks)).toEqual(['Liked: Examples.', 'Disliked: Pace.']);
  expect(togglePick(picks, 'disliked', 'Pace')).toEqual({ liked: ['Examples'], disliked: [] });
});

it('picks add their lines after what the learner wrote and replace only the lines they made', () => {
  const none = { liked: [], disliked: [] };
  const liked = { liked: ['Pace'], disliked: [] };
  const both = { liked: ['Pace'], disliked: ['Examples'] };
  expect(commentWithPicks('Great course.\n', none, liked)).toBe('Great course.\nLiked: Pace.');
  expect(commentWithPicks('Great course.\nLiked: Pace.', liked, both)).toBe(
    'Great course.\nLiked: Pace.\nDisliked: Examples.',
  );
  expect(commentWithPicks('Liked: Pace.\nDisliked: Examples.\nMore to say', both, liked)).toBe(
    'More to say\nLiked: Pace.',
  );
  // A pick line the learner changed is theirs now.
  expect(commentWithPicks('Liked: Pace, a lot.', liked, none)).toBe('Liked: Pace, a lot.');
  expect(commentWithPicks('', none, liked)).toBe('Liked: Pace.');
});
