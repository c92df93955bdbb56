import { clearEarly, takeEarly } from './earlyRequests';
import { jsonResponse } from './testing';
import { calls, CONTRACT_VERSION } from 'shared-contract';
import { routeMatches } from './routeMatches';
import { COURSES_PATH, coursesUrl, modulesForPath, warmUpPage } from './warmUpPage';

const CONFIG = {
  apiBaseUrl: 'http://api.test/dev',
  remotes: [
    { name: 'catalog', entry: 'http://catalog.test/mf-manifest.json' },
    { name: 'community', entry: 'http://community.test/mf-manifest.json' },
  ],
  routes: [
    { path: '/courses', remote: 'catalog', module: './CoursesPage' },
    { path: '/course/:courseLink', remote: 'catalog', module: './CourseDetailPage' },
    { path: 'blog', remote: 'community', module: './BlogListPage' },
  ],
  regions: {
    'home.courses': { remote: 'catalog', module: './HomeCourses' },
    'home.latestPosts': { remote: 'community', module: './LatestPosts' },
    newsletter: { remote: 'community', module: './NewsletterOffer' },
  },
};

const MANIFEST = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    contract: CONTRACT_VERSION,
  },
  exposes: [
    {
      path: './CourseDetailPage',
      assets: { js: { sync: ['854.a.js', 'expose_CourseDetailPage.b.js'] }, css: { sync: ['page.c.css'] } },
    },
    { path: './CoursesPage', assets: { js: { sync: ['expose_CoursesPage.d.js'] }, css: { sync: [] } } },
  ],
};

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) =>
    [link.rel, link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('crossorigin')]
      .filter(Boolean)
      .join(' '),
  );

beforeEach(() => {
  clearEarly();
  document.head.innerHTML = '';
  globalThis.fetch = jest.fn(async () => jsonResponse(MANIFEST)) as unknown as typeof fetch;
});

it('matches route patterns segment by segment', () => {
  expect(routeMatches('/course/:courseLink', '/course/python-advanced')).toBe(true);
  expect(routeMatches('/course/:courseLink', '/course/python-advanced/chapter/1/lesson/2')).toBe(false);
  expect(routeMatches('/courses', '/course')).toBe(false);
});

it('finds the page module of a route, and the home regions loaded with the page (not those further down)', () => {
  expect(modulesForPath(CONFIG, '/blog')).toEqual([{ remote: 'community', module: './BlogListPage' }]);
  expect(modulesForPath(CONFIG, '/')).toEqual([{ remote: 'catalog', module: './HomeCourses' }]);
  expect(modulesForPath(CONFIG, '/privacy-policy')).toEqual([]);
});

it('on a remote page connects early and preloads the entry and that page’s chunks, taking the manifest once', async () => {
  await warmUpPage({
    document,
    pathname: '/course/python-advanced',
    config: Promise.resolve(jsonResponse(CONFIG)),
  });
  expect(links()).toEqual([
    'preconnect http://api.test anonymous',
    'preconnect http://catalog.test',
    'preconnect http://catalog.test anonymous',
    'preload http://catalog.test/remoteEntry.js script',
    'preload http://catalog.test/854.a.js script',
    'preload http://catalog.test/expose_CourseDetailPage.b.js script',
    'preload http://catalog.test/page.c.css style',
  ]);
  expect(globalThis.fetch).toHaveBeenCalledWith('http://catalog.test/mf-manifest.json');
  expect(takeEarly('http://catalog.test/mf-manifest.json')).toBeDefined();
});

it('on the home page only connects and requests the manifests, leaving the bandwidth to the shell', async () => {
  await warmUpPage({ document, pathname: '/', config: Promise.resolve(jsonResponse(CONFIG)) });
  expect(links().filter((link) => link.startsWith('preload'))).toEqual([]);
  expect(links()).toContain('preconnect http://catalog.test');
  expect(takeEarly('http://catalog.test/mf-manifest.json')).toBeDefined();
  // The latest posts load as the visitor scrolls near them: their remote gets no head start.
  expect(links()).not.toContain('preconnect http://community.test');
  expect(takeEarly('http://community.test/mf-manifest.json')).toBeUndefined();
});

it('preloads none of the code of a remote build the shell will refuse (made for another contract version)', async () => {
  const refused = { ...MANIFEST, metaData: { ...MANIFEST.metaData, contract: CONTRACT_VERSION + 1 } };
  globalThis.fetch = jest.fn(async () => jsonResponse(refused)) as unknown as typeof fetch;
  await warmUpPage({
    document,
    pathname: '/course/python-advanced',
    config: Promise.resolve(jsonResponse(CONFIG)),
  });
  expect(links().filter((link) => link.startsWith('preload'))).toEqual([]);
});

it('gives up quietly on a config it cannot read', async () => {
  await expect(
    warmUpPage({ document, pathname: '/courses', config: Promise.reject(new TypeError('Failed to fetch')) }),
  ).resolves.toBeUndefined();
  await warmUpPage({
    document,
    pathname: '/courses',
    config: Promise.resolve(jsonResponse(['not', 'a', 'config'])),
  });
  expect(links()).toEqual([]);
});

it('starts the courses request for the api to take over, on every page', async () => {
  await warmUpPage({ document, pathname: '/about', config: Promise.resolve(jsonResponse(CONFIG)) });
  expect(globalThis.fetch).toHaveBeenCalledWith('http://api.test/dev/courses', {
    headers: { Accept: 'application/json' },
  });
  expect(takeEarly('http://api.test/dev/courses')).toBeDefined();
});

it("asks for the courses where the api's getCourses call does", () => {
  expect(calls.getCourses).toMatchObject({ method: 'GET', path: COURSES_PATH });
  expect(coursesUrl('http://api.test/dev/')).toBe('http://api.test/dev/courses');
});

describe('the course artwork, the largest picture of a course page', () => {
  const COURSES = {
    statusCode: 200,
    body: JSON.stringify({
      Courses: [
        { CourseLink: 'python-advanced', CourseImage: '/images/courses/python-advanced.svg' },
        { CourseLink: 'free-trial', CourseImage: '/images/courses/free-trial.svg' },
      ],
    }),
  };

  beforeEach(() => {
    globalThis.fetch = jest.fn(async (url: string) =>
      jsonResponse(url.endsWith('/courses') ? COURSES : MANIFEST),
    ) as unknown as typeof fetch;
  });

  const imagePreloads = () => links().filter((link) => link.includes(' image'));

  it('is preloaded, with high priority, as soon as the early courses response names it', async () => {
    await warmUpPage({
      document,
      pathname: '/course/python-advanced',
      config: Promise.resolve(jsonResponse(CONFIG)),
    });
    expect(imagePreloads()).toEqual(['preload /images/courses/python-advanced.svg image']);
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe('high');
    expect(takeEarly('http://api.test/dev/courses')).toBeDefined();
  });

  it('is not preloaded on other pages, nor for a course the catalogue does not have', async () => {
    await warmUpPage({ document, pathname: '/courses', config: Promise.resolve(jsonResponse(CONFIG)) });
    await warmUpPage({
      document,
      pathname: '/course/no-such-course',
      config: Promise.resolve(jsonResponse(CONFIG)),
    });
    expect(imagePreloads()).toEqual([]);
  });
});
