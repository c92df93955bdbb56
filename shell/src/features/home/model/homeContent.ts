/** Display content of the home page sections the shell owns (course sections come from the catalogue). */

/** The hero tagline rotates through these every 1500 ms (community spec §9). */
export const TAGLINES = ['for kids aged 9 and up', 'for complete beginners', 'at your own pace'] as const;
export const TAGLINE_INTERVAL_MS = 1500;

/** The hero's Watch Video and the call-to-action band play this introduction (configured video host). */
export const INTRO_VIDEO_ID = 'kqtD5dpn9C8';

export const PROOF_POINTS = [
  { title: 'Beginner Level', text: 'No experience needed: every idea starts from zero, in plain words.' },
  { title: 'Bite Sized Lessons', text: 'Short animated videos you can finish in a few minutes.' },
  { title: 'Interactive Exercises', text: 'Practise after every topic, with hints and full solutions.' },
] as const;

export const EMPLOYERS = [
  { name: 'Google', logo: '/images/home/employer-google.svg' },
  { name: 'Microsoft', logo: '/images/home/employer-microsoft.svg' },
  { name: 'Amazon', logo: '/images/home/employer-amazon.svg' },
  { name: 'IBM', logo: '/images/home/employer-ibm.svg' },
] as const;

export interface GalleryVideo {
  videoId: string;
  title: string;
  thumbnail: string;
}

/** Six sample lessons played in a lightbox. */
export const GALLERY_VIDEOS: readonly GalleryVideo[] = [
  { videoId: 'kqtD5dpn9C8', title: 'Your first Python program', thumbnail: '/images/home/gallery-1.svg' },
  { videoId: 'rfscVS0vtbw', title: 'Variables and data types', thumbnail: '/images/home/gallery-2.svg' },
  { videoId: '_uQrJ0TkZlc', title: 'Making decisions with if', thumbnail: '/images/home/gallery-3.svg' },
  { videoId: 'eWRfhZUzrAc', title: 'Loops that repeat work', thumbnail: '/images/home/gallery-4.svg' },
  { videoId: 'XKHEtdqhLK8', title: 'Lists and dictionaries', thumbnail: '/images/home/gallery-5.svg' },
  { videoId: 'HGOBQPFzWKo', title: 'Build a guessing game', thumbnail: '/images/home/gallery-6.svg' },
];

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
  avatar: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Noa, 11',
    role: 'Student',
    quote: 'I made a quiz game for my class after two weeks. The animations make everything easy to get.',
    avatar: '/images/home/testimonial-1.svg',
  },
  {
    name: 'Michael R.',
    role: 'Parent',
    quote:
      'My daughter and I do a lesson together every evening. It is the first course that kept her interested.',
    avatar: '/images/home/testimonial-2.svg',
  },
  {
    name: 'Aisha K.',
    role: 'Career changer',
    quote: 'Short lessons fit around my job. Six months later I use Python at work every day.',
    avatar: '/images/home/testimonial-3.svg',
  },
  {
    name: 'Leo, 14',
    role: 'Student',
    quote: 'The exercises are like puzzles. I finished the free trial in one weekend and wanted more.',
    avatar: '/images/home/testimonial-4.svg',
  },
  {
    name: 'Hannah S.',
    role: 'Teacher',
    quote: 'I use the lessons in my computer club. The explanations are clear enough for 9-year-olds.',
    avatar: '/images/home/testimonial-5.svg',
  },
  {
    name: 'Carlos M.',
    role: 'Retired engineer',
    quote: 'I always wanted to learn programming. Friendly pace, no jargon, and real projects.',
    avatar: '/images/home/testimonial-6.svg',
  },
];

/** Testimonials: autoplay 2.5 s, speed 2000 ms, loop, 1 per view and 2 at 1024 px and wider (community spec §2, §9). */
export const testimonialCarouselSettings = {
  autoplayDelay: 2500,
  speed: 2000,
  loop: true,
  slidesPerView: 1,
  spaceBetween: 24,
  breakpoints: { 1024: { slidesPerView: 2 } },
} as const;
