import type { CouponsTable, ReviewsTable } from '../schema';

export const coupons: CouponsTable[] = [
  // The free-trial reward and the newsletter offer (spec: TRIALCOMPLETE, PY30NOW = 30% off).
  { code: 'TRIALCOMPLETE', discount_type: '%', discount_amount: 20, course_id: null, active: 1, expires_at: null },
  { code: 'PY30NOW', discount_type: '%', discount_amount: 30, course_id: null, active: 1, expires_at: null },
];

const review = (
  n: number,
  course_id: number,
  rating: number,
  user_name: string,
  title: string,
  comment: string,
  created_at: string,
): ReviewsTable => ({
  review_id: `seed-review-${n}`,
  course_id,
  user_id: `seed-learner-${n}`,
  rating,
  title,
  comment,
  user_name,
  email: `${user_name.split(' ')[0]?.toLowerCase() ?? 'learner'}@example.com`,
  user_image: null,
  created_at,
});

export const reviews: ReviewsTable[] = [
  review(1, 5, 5, 'Daniel Levi', 'My son finally enjoys coding', 'The lessons are short and the animations keep him focused. He built the guessing game on his own.', '2024-03-02T17:20:00.000Z'),
  review(2, 5, 5, 'Priya Nair', 'Clear from the very first lesson', 'I tried two other courses before and got lost. Here every idea comes with an example I can run right away.', '2024-04-11T09:05:00.000Z'),
  review(3, 5, 4, 'Tom Becker', 'Great pace, wanted more exercises on classes', 'Excellent explanations. The object-oriented chapter could use one more practice task, but overall highly recommended.', '2024-05-23T19:40:00.000Z'),
  review(4, 5, 5, 'Maya Cohen', 'Perfect for a complete beginner', 'Bite-sized lessons fit into my lunch break. The exercises with hints are the best part.', '2024-06-30T12:15:00.000Z'),
  review(5, 1, 5, 'Lucas Martin', 'A free trial that actually teaches', 'Two full chapters for free, and I learned loops and lists properly. Bought the full course afterwards.', '2024-02-14T15:00:00.000Z'),
  review(6, 1, 4, 'Sara Ahmed', 'Good start for my 10-year-old', 'She needed help with installing Python, after that she worked through it alone.', '2024-03-19T08:30:00.000Z'),
  review(7, 2, 5, 'Noah Kim', 'Functions finally make sense', 'The scope lesson cleared up something I had been confused about for months.', '2024-04-02T20:10:00.000Z'),
  review(8, 2, 4, 'Elena Rossi', 'Solid introduction', 'Well structured and friendly. Dictionaries were explained with great everyday examples.', '2024-07-08T10:45:00.000Z'),
  review(9, 3, 5, 'Omar Haddad', 'Decorators demystified', 'The retry decorator exercise is something I now use at work.', '2024-05-05T16:25:00.000Z'),
  review(10, 4, 4, 'Julia Novak', 'From zero to a Flask app', 'The guestbook project was fun. I would love a follow-up on databases.', '2024-06-12T18:00:00.000Z'),
];
