// The catalog remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'catalog',
  exposes: {
    './CoursesPage': './src/features/courses/components/CoursesPage.tsx',
    './CourseDetailPage': './src/features/course-detail/components/CourseDetailPage.tsx',
    './AboutPage': './src/features/about/components/AboutPage.tsx',
    './HomeCourses': './src/features/home/components/HomeCourses.tsx',
    './HomeCourseCategories': './src/features/home/components/HomeCourseCategories.tsx',
    './HomeFeaturedCourse': './src/features/home/components/HomeFeaturedCourse.tsx',
    './HomeInstructors': './src/features/home/components/HomeInstructors.tsx',
  },
});
