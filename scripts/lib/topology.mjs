// The composed site's default topology: which remote runs where and which routes and regions it owns.
// The shell learns all of this at run time from /config.json (see runtime-config.mjs), so moving a remote or
// adding a page is a config change, not a shell rebuild.

/** Remotes in port order; `folder` is the workspace package, `name` the Module Federation container name. */
export const REMOTES = [
  { name: 'catalog', folder: 'mfe-catalog', port: 4101 },
  { name: 'learning', folder: 'mfe-learning', port: 4102 },
  { name: 'checkout', folder: 'mfe-checkout', port: 4103 },
  { name: 'community', folder: 'mfe-community', port: 4104 },
  { name: 'workshop', folder: 'mfe-workshop', port: 4105 },
  { name: 'account', folder: 'mfe-account', port: 4106 },
];

/** Routes of both specs that a remote owns; the shell owns /, /login, /redirect, the legal pages and '*'. */
export const REMOTE_ROUTES = [
  { path: '/courses', remote: 'catalog', module: './CoursesPage', title: 'Courses' },
  { path: '/course/:courseLink', remote: 'catalog', module: './CourseDetailPage', title: 'Course' },
  { path: '/about', remote: 'catalog', module: './AboutPage', title: 'About' },
  {
    path: '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
    remote: 'learning',
    module: './LessonPage',
    title: 'Lesson',
    quiet: true,
  },
  {
    path: '/course/:courseLink/chapter/:chapterId/completedFreeTrial',
    remote: 'learning',
    module: './FreeTrialCompletePage',
    title: 'Free Trial Completed',
  },
  { path: '/checkout', remote: 'checkout', module: './CheckoutPage', title: 'Checkout', quiet: true },
  { path: '/thank-you', remote: 'checkout', module: './ThankYouPage', title: 'Thank You' },
  {
    path: '/cancel-enrollment',
    remote: 'checkout',
    module: './CancelEnrollmentPage',
    title: 'Cancel Enrollment',
  },
  {
    path: '/payment-success',
    remote: 'checkout',
    module: './PaymentSuccessPage',
    title: 'Payment Successful',
  },
  { path: '/blog', remote: 'community', module: './BlogListPage', title: 'Blog' },
  { path: '/blog/:postLink', remote: 'community', module: './BlogPostPage', title: 'Blog' },
  { path: '/contact', remote: 'community', module: './ContactPage', title: 'Contact' },
  { path: '/workshops', remote: 'workshop', module: './WorkshopsPage', title: 'Live Workshops' },
  {
    path: '/winter-coding-workshop',
    remote: 'workshop',
    module: './WinterWorkshopPage',
    title: 'Winter Coding Workshop',
  },
  { path: '/coding-for-kids', remote: 'workshop', module: './CodingForKidsPage', title: 'Coding for Kids' },
  {
    path: '/math-exercises/multiplication-table',
    remote: 'workshop',
    module: './MultiplicationPage',
    title: 'Multiplication Table',
  },
  {
    path: '/math-exercises/fraction-reduction',
    remote: 'workshop',
    module: './FractionReductionPage',
    title: 'Fraction Reduction',
  },
  { path: '/my-courses', remote: 'account', module: './MyCoursesPage', title: 'My Courses' },
  { path: '/my-profile', remote: 'account', module: './ProfilePage', title: 'My Profile' },
];

/** Regions the shell lays out outside the route outlet (home-page sections, the site-wide newsletter offer). */
export const REGIONS = {
  'home.courses': { remote: 'catalog', module: './HomeCourses' },
  'home.courseCategories': { remote: 'catalog', module: './HomeCourseCategories' },
  'home.featuredCourse': { remote: 'catalog', module: './HomeFeaturedCourse' },
  'home.instructors': { remote: 'catalog', module: './HomeInstructors' },
  'home.latestPosts': { remote: 'community', module: './LatestPosts' },
  newsletter: { remote: 'community', module: './NewsletterOffer' },
};

export const DEFAULT_PORTS = { shell: 8080, api: 4000, identity: 9229 };
