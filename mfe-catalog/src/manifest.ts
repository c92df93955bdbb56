// What the catalog remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'catalog',
  devPort: 4101,
  contract: CONTRACT_VERSION,
  exposes: {
    './CoursesPage': './src/features/courses/components/CoursesPage.tsx',
    './CourseDetailPage': './src/features/course-detail/components/CourseDetailPage.tsx',
    './AboutPage': './src/features/about/components/AboutPage.tsx',
    './HomeCourses': './src/features/home/components/HomeCourses.tsx',
    './HomeCourseCategories': './src/features/home/components/HomeCourseCategories.tsx',
    './HomeFeaturedCourse': './src/features/home/components/HomeFeaturedCourse.tsx',
    './HomeInstructors': './src/features/home/components/HomeInstructors.tsx',
  },
  routes: [
    { path: '/courses', module: './CoursesPage', title: 'Courses' },
    { path: '/course/:courseLink', module: './CourseDetailPage', title: 'Course' },
    { path: '/about', module: './AboutPage', title: 'About' },
  ],
  regions: {
    'home.courses': { module: './HomeCourses' },
    'home.courseCategories': { module: './HomeCourseCategories' },
    'home.featuredCourse': { module: './HomeFeaturedCourse' },
    'home.instructors': { module: './HomeInstructors' },
  },
  endpoints: [
    'catalogValidateCoupon',
    'catalogGetCourseRatings',
    'catalogGetReviews',
    'catalogGetOwnReview',
    'catalogPostReview',
  ],
  slices: [],
  events: {
    publishes: [
      'auth:sign-in-requested',
      'checkout:enrollment-started',
      'analytics:track',
      'page:metadata-changed',
    ],
    subscribes: [],
  },
});
