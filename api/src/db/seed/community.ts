import type { ContentBlock } from 'shared-events/contract';
import type { BlogCommentsTable, BlogPostsTable, CouponsTable, ReviewsTable } from '../schema';

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

const block = <T extends ContentBlock>(value: T) => value;

interface SeedPost extends Omit<BlogPostsTable, 'tags' | 'content'> {
  tags: string[];
  content: ContentBlock[];
}

const seedPosts: SeedPost[] = [
  {
    post_id: '1004',
    link: 'five-python-projects-for-kids',
    title: 'Five Python Projects Kids Can Finish in a Weekend',
    date: '2024-09-14',
    landscape_img: '/images/blog/five-python-projects-for-kids-landscape.svg',
    square_img: '/images/blog/five-python-projects-for-kids-square.svg',
    excerpt: 'Small projects keep young programmers motivated. Here are five that need only the basics and can be finished in two days.',
    tags: ['Kids', 'Projects', 'Python'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'Why small projects work' }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Children learn fastest when they can ' },
          { type: 'bold', text: 'see something working' },
          { type: 'text', text: ' at the end of the day. Each project below uses only variables, loops and if statements from the ' },
          { type: 'link', text: 'free trial', href: '/course/free-trial' },
          { type: 'text', text: '.' },
        ],
      }),
      block({
        type: 'ol',
        li: ['A number guessing game', 'A times-table quiz with a score', 'A password strength checker', 'A rock, paper, scissors match', 'A shopping list that saves to a file'],
      }),
      block({ type: 'heading', level: 'h3', text: 'A taste of the times-table quiz' }),
      block({
        type: 'code',
        language: 'python',
        text: 'import random\n\nscore = 0\nfor _ in range(5):\n    a, b = random.randint(1, 10), random.randint(1, 10)\n    if int(input(f"{a} x {b} = ")) == a * b:\n        score += 1\nprint(f"You scored {score} out of 5")',
      }),
      block({ type: 'image', src: '/images/blog/times-table-quiz.svg', alt: 'A terminal window showing the times-table quiz with a score of 4 out of 5' }),
      block({ type: 'blockquote', text: 'The best way to learn programming is to write programs.', cite: 'A common saying among teachers' }),
      block({ type: 'ul', li: ['Keep sessions under 45 minutes', 'Celebrate every working version', 'Let them change the rules of the game'] }),
      block({
        type: 'imageLink',
        src: '/images/blog/free-trial-banner.svg',
        alt: 'Start the free Python trial',
        link: '/course/free-trial',
      }),
    ],
  },
  {
    post_id: '1003',
    link: 'why-python-is-the-best-first-language',
    title: 'Why Python Is the Best First Programming Language',
    date: '2024-08-02',
    landscape_img: '/images/blog/why-python-landscape.svg',
    square_img: '/images/blog/why-python-square.svg',
    excerpt: 'Readable syntax, a huge community and real-world use from games to AI: the reasons we teach Python first.',
    tags: ['Python', 'Beginners'],
    content: [
      block({
        type: 'paragraph',
        parts: [{ type: 'text', text: 'Python reads almost like English, so beginners spend their energy on ideas instead of punctuation.' }],
      }),
      block({ type: 'heading', level: 'h2', text: 'Compare for yourself' }),
      block({ type: 'code', language: 'python', text: 'for name in ["Ada", "Grace", "Alan"]:\n    print(f"Hello, {name}!")' }),
      block({ type: 'ul', li: ['Used by scientists, game makers and web developers', 'Free and runs on every computer', 'Thousands of ready-made libraries'] }),
      block({ type: 'blockquote', text: 'Beautiful is better than ugly. Simple is better than complex.', cite: 'The Zen of Python' }),
    ],
  },
  {
    post_id: '1002',
    link: 'how-to-practise-coding-every-day',
    title: 'How to Practise Coding Every Day (Even for 15 Minutes)',
    date: '2024-06-21',
    landscape_img: '/images/blog/daily-practice-landscape.svg',
    square_img: '/images/blog/daily-practice-square.svg',
    excerpt: 'Consistency beats long sessions. A simple routine for learners and parents.',
    tags: ['Learning', 'Habits'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'A 15-minute routine' }),
      block({ type: 'ol', li: ['Re-read yesterday\'s code (3 minutes)', 'Watch one lesson (5 minutes)', 'Change the example and run it (7 minutes)'] }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Track your streak in ' },
          { type: 'bold', text: 'My Courses' },
          { type: 'text', text: ': the progress bar turns green once you pass the halfway mark.' },
        ],
      }),
    ],
  },
  {
    post_id: '1001',
    link: 'installing-python-on-windows-and-mac',
    title: 'Installing Python on Windows and Mac, Step by Step',
    date: '2024-05-10',
    landscape_img: '/images/blog/installing-python-landscape.svg',
    square_img: '/images/blog/installing-python-square.svg',
    excerpt: 'Everything you need before your first lesson, with the one checkbox Windows users must not miss.',
    tags: ['Python', 'Setup', 'Beginners'],
    content: [
      block({ type: 'heading', level: 'h2', text: 'Windows' }),
      block({
        type: 'paragraph',
        parts: [
          { type: 'text', text: 'Download the installer from ' },
          { type: 'link', text: 'python.org', href: 'https://www.python.org/downloads/' },
          { type: 'text', text: ' and tick ' },
          { type: 'bold', text: 'Add Python to PATH' },
          { type: 'text', text: ' before installing.' },
        ],
      }),
      block({ type: 'heading', level: 'h2', text: 'Mac' }),
      block({ type: 'code', language: 'shell', text: 'python3 --version' }),
      block({ type: 'image', src: '/images/blog/python-installer.svg', alt: 'The Python installer with the Add Python to PATH option ticked' }),
    ],
  },
];

export const blogPosts: BlogPostsTable[] = seedPosts.map((post) => ({
  ...post,
  tags: JSON.stringify(post.tags),
  content: JSON.stringify(post.content),
}));

export const blogComments: BlogCommentsTable[] = [
  {
    comment_id: 'seed-comment-1',
    post_id: '1004',
    name: 'Rachel',
    message: 'We did the times-table quiz on Saturday. My daughter added a timer on her own!',
    user_id: null,
    user_image: null,
    created_at: '2024-09-15T10:12:00.000Z',
  },
  {
    comment_id: 'seed-comment-2',
    post_id: '1004',
    name: 'Ben',
    message: 'Rock, paper, scissors was the favourite here. Thanks for the ideas.',
    user_id: null,
    user_image: null,
    created_at: '2024-09-16T18:40:00.000Z',
  },
  {
    comment_id: 'seed-comment-3',
    post_id: '1003',
    name: 'Ines',
    message: 'Started with Python at 40 and it really is readable. Great article.',
    user_id: null,
    user_image: null,
    created_at: '2024-08-05T07:55:00.000Z',
  },
];
