/** Staff shown on the site (display content only; the spec has one instructor role and no admin roles). */
export interface Instructor {
  name: string;
  role: string;
  description: string;
  /** The shorter text under blog posts. */
  blog_description: string;
  portraitImage: string;
  squareImage: string;
  /** Their LinkedIn profile (https://www.linkedin.com/in/…); without one no profile link is shown. */
  linkedin?: string;
}

export const instructor: Instructor = {
  name: 'Daniel Adler',
  role: 'Instructor',
  description:
    'Daniel has taught programming and mathematics for 18 years, in classrooms, in after-school clubs and online. He designed every course on this site around short animated lessons and hands-on exercises, so that a 9-year-old and a parent can learn side by side.',
  blog_description:
    'Teacher of Python and mathematics for 18 years, writing about learning to code at any age.',
  portraitImage: '/images/instructors/daniel-adler-portrait.svg',
  squareImage: '/images/instructors/daniel-adler-square.svg',
};

export const copywriter: Instructor = {
  name: 'Maya Stern',
  role: 'Copywriter',
  description:
    'Maya turns tricky programming ideas into plain words. She writes the lesson texts, the exercises and the blog, and checks every page with young readers before it goes live.',
  blog_description: 'Writes the lesson texts and the blog.',
  portraitImage: '/images/instructors/maya-stern-portrait.svg',
  squareImage: '/images/instructors/maya-stern-square.svg',
};

export const staff: readonly Instructor[] = [instructor, copywriter];

/** A person's own LinkedIn profile page, not the site's front page or a search. */
export function isLinkedInProfile(address: string | undefined): address is string {
  return address !== undefined && /^https:\/\/(www\.)?linkedin\.com\/in\/[\w-]+\/?$/.test(address);
}
