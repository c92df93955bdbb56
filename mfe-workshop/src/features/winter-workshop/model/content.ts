import type { WorkshopService } from 'shared-contract';
import {
  DIGITAL_PRICE,
  formatUsd,
  INSTALMENT_PRICE,
  INSTALMENTS,
  RECORDED_LESSONS,
  VIP_HOURLY_PRICE,
  WORKSHOP_PRICE,
} from './pricing';

/** Texts and figures of the workshop landing page (spec §2 and §9). */

export const sections = [
  { id: 'home', label: 'Home' },
  { id: 'benefits', label: 'Benefits' },
  { id: 'learning-experience', label: 'Learning Experience' },
  { id: 'bonuses', label: 'Bonuses' },
  { id: 'curriculum', label: 'Curriculum' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
] as const;

export type SectionId = (typeof sections)[number]['id'];

export const highlights = [
  'Live Workshop',
  'Adapted For Youth Learning',
  'Personalized Mentorship',
  'Buddy System',
  'Portfolio Building',
  'Post Workshop Support',
] as const;

export const schedule = {
  ages: '12-17',
  weeks: 13,
  days: 'Mondays and Thursdays',
  hours: '3-5 PM',
} as const;

export const trustCards = [
  { figure: 'Top universities', text: 'Former students now study at top universities' },
  { figure: '95%', text: 'Success rate' },
  { figure: '19', text: 'Years of teaching' },
  { figure: '1.7K', text: 'Students taught' },
  { figure: 'Top tech firms', text: 'Former students now work at top tech firms' },
] as const;

export const benefits = [
  {
    title: 'Introduction to Python',
    text: 'Start with the language used from schools to NASA, explained for young minds.',
  },
  { title: 'Problem Solving', text: 'Break big problems into small steps a computer can follow.' },
  {
    title: 'Critical Thinking',
    text: 'Question results, test ideas and debug with a calm, methodical mind.',
  },
  {
    title: 'Real-World Coding Experience',
    text: 'Build working projects, not just exercises, with the tools professionals use.',
  },
  { title: 'Career Exploration', text: 'Discover the jobs programming opens, from games to data science.' },
  {
    title: 'Insight into Modern Tech',
    text: 'Understand how the apps, websites and AI around them actually work.',
  },
] as const;

export const instructorBio = {
  heading: 'Meet your instructor',
  text: [
    'Your instructor has taught STEM for 19 years, 11 of them in computer science, and has helped more than 1,700 students write their first programs.',
    'The workshop method has been tested for 12 years and adapted for young people: short explanations, lots of hands-on coding, and a mentor who knows every student by name.',
  ],
} as const;

export const learningExperience = [
  {
    title: 'Live sessions',
    text: `Two weekly two-hour live sessions over ${schedule.weeks} weeks, ${schedule.days}, ${schedule.hours}.`,
  },
  { title: 'Buddy system', text: 'Every student is paired with a coding buddy by the end of week one.' },
  { title: 'Proven method', text: 'A method tested for 12 years and adapted for youth learning.' },
  {
    title: 'Portfolio',
    text: 'Each student leaves with a portfolio of five projects to show schools and friends.',
  },
  {
    title: 'Personalized mentorship',
    text: 'A mentor follows each student’s progress and adapts the pace to them.',
  },
  {
    title: 'Community',
    text: 'A post-workshop community keeps students coding and connected after the last session.',
  },
] as const;

export interface CurriculumChapter {
  chapter: string;
  description: string;
  subjects: readonly string[];
}

export const curriculum: readonly CurriculumChapter[] = [
  {
    chapter: 'Chapter 1: Python Foundations',
    description: 'Install Python, meet the editor and write the first programs that talk back.',
    subjects: ['Installing Python and an editor', 'print and input', 'Variables', 'Numbers and strings'],
  },
  {
    chapter: 'Chapter 2: Making Decisions',
    description: 'Teach programs to choose and repeat, and build the first small games.',
    subjects: [
      'Booleans and comparisons',
      'if, elif and else',
      'while and for loops',
      'A number-guessing game',
    ],
  },
  {
    chapter: 'Chapter 3: Functions',
    description: 'Split programs into reusable pieces and learn to debug them.',
    subjects: ['Defining functions', 'Parameters and return values', 'Scope', 'Reading error messages'],
  },
  {
    chapter: 'Chapter 4: Data Structures',
    description: 'Organise information with Python’s built-in collections.',
    subjects: ['Lists', 'Dictionaries', 'Sets and tuples', 'Working with files'],
  },
  {
    chapter: 'Chapter 5: Object-Oriented Programming',
    description: 'Model the world with classes and objects, the way large programs are built.',
    subjects: ['Classes and objects', 'Methods and attributes', 'Inheritance', 'A text adventure game'],
  },
  {
    chapter: 'Chapter 6: Real-World Projects',
    description: 'Bring it all together in portfolio projects presented on the final day.',
    subjects: ['Planning a project', 'Working with a buddy', 'Using libraries', 'Presenting your portfolio'],
  },
];

export interface Testimonial {
  /** Who speaks, as the card and the video overlay name them. */
  name: string;
  /**
   * The YouTube id of their own video, or null until the business supplies it: a testimonial without its
   * video is not shown (the site has no such videos yet; the ids it uses are the home page's lessons).
   */
  videoId: string | null;
  /**
   * The card's still, served by the shell from the site's own origin (the CSP allows no YouTube pictures);
   * a PNG of the same name is its fallback.
   */
  thumbnail: string;
}

export const introVideoId = 'kqtD5dpn9C8';

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Former student, now studying computer science',
    videoId: null,
    thumbnail: '/images/workshop/testimonial-1.svg',
  },
  { name: 'Parent of a 14-year-old student', videoId: null, thumbnail: '/images/workshop/testimonial-2.svg' },
  { name: 'Student, age 16', videoId: null, thumbnail: '/images/workshop/testimonial-3.svg' },
  { name: 'Parent of two workshop students', videoId: null, thumbnail: '/images/workshop/testimonial-4.svg' },
  {
    name: 'Former student, now a software engineer',
    videoId: null,
    thumbnail: '/images/workshop/testimonial-5.svg',
  },
];

export interface PricingCard {
  title: string;
  price: string;
  priceNote: string;
  description: string;
  valueStacks: readonly string[];
  /** The plan the application opens with; a card without one links to the self-paced course. */
  plan?: WorkshopService;
}

export const pricingCards: readonly PricingCard[] = [
  {
    title: 'Winter Workshop',
    price: formatUsd(WORKSHOP_PRICE),
    priceNote: `or ${INSTALMENTS} x ${formatUsd(INSTALMENT_PRICE)}`,
    description: `${schedule.weeks} weeks of live, in-person sessions in a small group for ages ${schedule.ages}.`,
    valueStacks: [
      `52 hours of live lessons, ${schedule.days} ${schedule.hours}`,
      'A coding buddy and personalized mentorship',
      'A portfolio of five projects',
      'All four bonuses included',
      'VIP 1-on-1 start-up session for the first 10 accepted applicants',
      'Post-workshop support and community',
    ],
    plan: 'Winter Workshop',
  },
  {
    title: 'Digital Experience',
    price: formatUsd(DIGITAL_PRICE),
    priceNote: 'one-time',
    description: 'The self-paced course to learn at home, anytime.',
    valueStacks: [`${RECORDED_LESSONS} recorded lessons`, 'Interactive exercises', 'Lifetime access'],
  },
  {
    title: 'Premium VIP',
    price: `${formatUsd(VIP_HOURLY_PRICE)}/hr`,
    priceNote: 'per 1-on-1 hour',
    description: '1-on-1 sessions with the instructor, at your child’s pace and on your schedule.',
    valueStacks: [
      'A plan built around your child',
      'Flexible scheduling',
      'Direct feedback on every project',
    ],
    plan: 'Premium VIP',
  },
];

export const faq = [
  {
    id: 'who',
    question: 'Who is the workshop for?',
    answer: `Young people aged ${schedule.ages}, in two age groups. No coding experience is needed.`,
  },
  {
    id: 'when',
    question: 'When and where does it take place?',
    answer: `In person, for ${schedule.weeks} weeks: two 2-hour sessions per week, ${schedule.days}, ${schedule.hours}.`,
  },
  {
    id: 'cost',
    question: 'How much does it cost?',
    answer: `${formatUsd(WORKSHOP_PRICE)} in one payment, or ${INSTALMENTS} payments of ${formatUsd(INSTALMENT_PRICE)}. Scholarships are available.`,
  },
  {
    id: 'apply',
    question: 'How does the application work?',
    answer:
      'Three steps: the application form, a 15-minute interview, and a short at-home assignment. Applications are accepted until December 20th.',
  },
  {
    id: 'vip',
    question: 'What is the VIP start-up session?',
    answer:
      'The first 10 accepted applicants get a 1-on-1 start-up session with the instructor before the workshop begins.',
  },
  {
    id: 'refund',
    question: 'What if the workshop is not a fit?',
    answer: 'You get a 100% money-back refund within 14 days or 4 sessions, whichever comes first.',
  },
  {
    id: 'guarantee',
    question: 'What is the guarantee?',
    answer:
      'If your child completes the workshop and does not reach the goals we agreed on, we offer extra mentoring or a free credit to retake it.',
  },
] as const;

/** Follows 'Note: ' in the contact block, worded as the spec has it. */
export const contactHours = 'usually available 8am-6pm weekdays';
