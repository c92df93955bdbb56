/** The blog's author box: the instructor who writes the posts (content of this area, not brand configuration). */
export const blogAuthor = {
  name: 'Daniel Adler',
  role: 'Instructor',
  blogDescription:
    'Daniel has taught programming for 18 years, from primary-school coding clubs to university courses. He writes about learning Python step by step, for beginners of every age and their parents.',
} as const;
