import type { RuntimeConfig } from 'shared-contract';
import { matchPath } from 'react-router-dom';

type Brand = RuntimeConfig['brand'];
type Describe = (brand: Brand) => string;

/** Meta descriptions of the route table's pages; a page may refine its own with usePageMetadata. */
const DESCRIPTIONS: [pattern: string, describe: Describe][] = [
  [
    '/',
    ({ siteName }) =>
      `Learn Python the easy way with ${siteName}: bite-sized video lessons and interactive exercises for beginners and kids aged 9 and up. Start with a free trial.`,
  ],
  [
    '/courses',
    ({ siteName }) =>
      `Every ${siteName} course: Python for complete beginners, advanced Python and web development, with prices, levels and ratings.`,
  ],
  [
    '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
    ({ siteName }) => `A ${siteName} lesson: watch the video, download the files and mark your progress.`,
  ],
  [
    '/course/:courseLink/chapter/:chapterId/completedFreeTrial',
    ({ siteName }) => `You finished the ${siteName} free trial: keep learning Python with a reward coupon.`,
  ],
  [
    '/course/:courseLink',
    ({ siteName }) => `A ${siteName} course: curriculum, instructor, reviews and enrolment.`,
  ],
  [
    '/about',
    ({ siteName }) =>
      `Meet the ${siteName} instructor: years of teaching programming and STEM, certificates and an introduction video.`,
  ],
  [
    '/blog/:postLink',
    ({ siteName }) => `An article from the ${siteName} blog about learning to code with Python.`,
  ],
  [
    '/blog',
    ({ siteName }) =>
      `The ${siteName} blog: tips, tutorials and news for people learning Python and the parents who help them.`,
  ],
  [
    '/contact',
    ({ siteName }) => `Contact ${siteName}: send us a message about courses, workshops or your account.`,
  ],
  ['/my-courses', ({ siteName }) => `Your ${siteName} courses and your progress in each.`],
  ['/my-profile', ({ siteName }) => `Your ${siteName} profile: name, username and visibility.`],
  [
    '/checkout',
    ({ siteName }) => `Enrol in a ${siteName} course: billing details, payment method and coupons.`,
  ],
  ['/thank-you', ({ siteName }) => `Thank you for enrolling with ${siteName}: start your course now.`],
  [
    '/cancel-enrollment',
    ({ siteName }) => `Your ${siteName} enrolment was not completed; you can try again or contact us.`,
  ],
  ['/workshops', ({ siteName }) => `Live coding workshops from ${siteName} for young people aged 12 to 17.`],
  [
    '/winter-coding-workshop',
    ({ siteName }) =>
      `The ${siteName} Winter Coding Workshop: 13 weeks of live Python sessions for ages 12-17, with mentorship, a coding buddy and a project portfolio.`,
  ],
  [
    '/coding-for-kids',
    ({ siteName }) =>
      `A parents' guide from ${siteName} to choosing a first programming language, a curriculum and practice for kids.`,
  ],
  [
    '/math-exercises/multiplication-table',
    ({ siteName }) => `Practise the multiplication table from 1 to 10 with ${siteName}.`,
  ],
  [
    '/math-exercises/fraction-reduction',
    ({ siteName }) => `Practise reducing fractions to lowest terms with ${siteName}.`,
  ],
  [
    '/privacy-policy',
    ({ siteName }) => `How ${siteName} collects, uses and protects your personal information.`,
  ],
  [
    '/refund-policy',
    ({ siteName }) => `The ${siteName} refund policy: 14 days, how to ask and when the money is returned.`,
  ],
  ['/terms-of-service', ({ siteName }) => `The terms for using ${siteName} and its courses.`],
  ['/login', ({ siteName }) => `Sign in to ${siteName} to continue your courses.`],
];

const fallback: Describe = ({ siteName }) =>
  `${siteName}: online Python courses for beginners and kids aged 9 and up.`;

/** The description for a path: the first route pattern that matches it, else the site's. */
export function describePage(pathname: string, brand: Brand): string {
  const entry = DESCRIPTIONS.find(([pattern]) => matchPath(pattern, pathname));
  return (entry?.[1] ?? fallback)(brand);
}
