import firstView from './homeFirstView.json';

/** The remote regions of the home page (runtime config `regions`), top to bottom. */
export const HOME_REGIONS = [
  'home.courses',
  'home.courseCategories',
  'home.featuredCourse',
  'home.latestPosts',
  'home.instructors',
] as const;

export type HomeRegionName = (typeof HOME_REGIONS)[number];

/**
 * What each region is, for its fallback's name: with a remote down, home shows several fallbacks of one title,
 * which a screen reader's list of regions must tell apart.
 */
export const HOME_REGION_PARTS: Record<HomeRegionName, string> = {
  'home.courses': 'Popular courses',
  'home.courseCategories': 'Course categories',
  'home.featuredCourse': 'Featured course',
  'home.latestPosts': 'Latest posts',
  'home.instructors': 'Instructors',
};

const isHomeRegion = (name: string): name is HomeRegionName =>
  (HOME_REGIONS as readonly string[]).includes(name);

/**
 * The regions loaded with the page (homeFirstView.json, which the page budgets read too); every other one loads
 * when it comes within a screen of the viewport, so a visitor's first view downloads and runs none of them.
 */
export const HOME_REGIONS_AT_ONCE: readonly HomeRegionName[] = firstView.regions.filter(isHomeRegion);
