import type { BlogCommentsTable } from '../../schema';

const comment = (
  n: number,
  post_id: string,
  name: string,
  message: string,
  created_at: string,
): BlogCommentsTable => ({
  comment_id: `seed-comment-${n}`,
  post_id,
  name,
  message,
  user_id: null,
  created_at,
});

/** A few readers' replies, each written after its post appeared. */
export const blogComments: BlogCommentsTable[] = [
  comment(
    1,
    '1004',
    'Rachel',
    'We did the times-table quiz on Saturday. My daughter added a timer on her own!',
    '2024-09-15T10:12:00.000Z',
  ),
  comment(
    2,
    '1004',
    'Ben',
    'Rock, paper, scissors was the favourite here. Thanks for the ideas.',
    '2024-09-16T18:40:00.000Z',
  ),
  comment(
    3,
    '1003',
    'Ines',
    'Started with Python at 40 and it really is readable. Great article.',
    '2024-08-05T07:55:00.000Z',
  ),
  comment(
    4,
    '1005',
    'Martin',
    'The "ask, do not type" advice was hard for me but it works. My son fixed his first bug alone tonight.',
    '2024-10-10T19:22:00.000Z',
  ),
  comment(
    5,
    '1005',
    'Leila',
    'We print the error messages into a notebook now. She calls it her bug collection.',
    '2024-10-13T08:47:00.000Z',
  ),
  comment(
    6,
    '1006',
    'Tariq',
    'Angle 121 makes a beautiful triangle spiral. My twins are now competing for the prettiest one.',
    '2024-11-07T16:05:00.000Z',
  ),
  comment(
    7,
    '1006',
    'Anna',
    'Run from the terminal, our window closed straight away until we added turtle.done() at the end. Good that it is in the example.',
    '2024-11-09T11:30:00.000Z',
  ),
  comment(
    8,
    '1007',
    'Chris',
    'The Done! example finally made loops click for my class of 11-year-olds.',
    '2024-12-05T14:18:00.000Z',
  ),
  comment(
    9,
    '1008',
    'Yusuf',
    'I did not know about f"{total=}". That saves a lot of typing.',
    '2025-01-15T21:02:00.000Z',
  ),
  comment(
    10,
    '1009',
    'Sofia',
    'My daughter added a map with dots and an X, exactly like the first idea. She is very proud.',
    '2025-02-14T17:45:00.000Z',
  ),
  comment(
    11,
    '1010',
    'David',
    'Clear and calm, without scaring the kids. We read the five rules together and stuck them on the wall.',
    '2025-03-06T09:10:00.000Z',
  ),
  comment(
    12,
    '1011',
    'Hannah',
    'Version 1 of his football table took twenty minutes. Version 5 now reads the results from a file.',
    '2025-04-04T18:33:00.000Z',
  ),
  comment(
    13,
    '1012',
    'Oliver',
    'The name tag picture explains a bug I had for a week: my two lists kept changing together.',
    '2025-05-08T12:00:00.000Z',
  ),
  comment(
    14,
    '1013',
    'Mina',
    'Reading from the bottom up is such a simple tip. The TypeError example is exactly what happened to us.',
    '2025-06-05T07:40:00.000Z',
  ),
];
