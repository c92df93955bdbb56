/** The remote regions of the home page (runtime config `regions`), top to bottom. */
export const HOME_REGIONS = [
  'home.courses',
  'home.courseCategories',
  'home.featuredCourse',
  'home.latestPosts',
  'home.instructors',
] as const;

export type HomeRegionName = (typeof HOME_REGIONS)[number];
