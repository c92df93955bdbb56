import type { RouteObject } from 'react-router-dom';
import { buildRuntimeConfig } from '../../../../scripts/lib/runtime-config.mjs';
import { absolutePath, buildRoutes, routeOfPath } from './buildRoutes';

/** Both specs' route tables (the payment-success frame page and the shell's '/' and '*' included). */
const SPEC_ROUTES = [
  '/',
  '/courses',
  '/course/:courseLink',
  '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
  '/course/:courseLink/chapter/:chapterId/completedFreeTrial',
  '/about',
  '/blog',
  '/blog/:postLink',
  '/contact',
  '/my-courses',
  '/login',
  '/checkout',
  '/privacy-policy',
  '/refund-policy',
  '/terms-of-service',
  '/thank-you',
  '/cancel-enrollment',
  '/payment-success',
  '/redirect',
  '/workshops',
  '/my-profile',
  '/winter-coding-workshop',
  '/coding-for-kids',
  '/math-exercises/multiplication-table',
  '/math-exercises/fraction-reduction',
  '*',
];

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path ? [route.path] : []),
    ...paths(route.children ?? []),
  ]);
}

it('contains every route of both specs, from the default runtime config', () => {
  const table = paths(buildRoutes(buildRuntimeConfig()));
  expect(table).toEqual(expect.arrayContaining(SPEC_ROUTES));
  expect(new Set(table).size).toBe(table.length);
});

it('gives a route written without a leading slash one', () => {
  const table = paths(
    buildRoutes({
      routes: [
        {
          path: 'math-exercises/fraction-reduction',
          remote: 'workshop',
          module: './FractionReductionPage',
          title: 'Fraction Reduction',
        },
      ],
    }),
  );
  expect(table).toContain('/math-exercises/fraction-reduction');
  expect(absolutePath('/courses')).toBe('/courses');
});

it('keeps the not-found route last so every other route matches first', () => {
  expect(paths(buildRoutes(buildRuntimeConfig())).at(-1)).toBe('*');
});

it("finds the configured route a path opens (the page whose remote the shell preloads), and none for the shell's own pages", () => {
  const { routes } = buildRuntimeConfig();
  expect(routeOfPath(routes, '/course/free-trial/chapter/1/lesson/2')).toMatchObject({
    remote: 'learning',
    path: expect.stringContaining('lesson/:lessonId'),
  });
  expect(routeOfPath(routes, '/course/python-programming-masterclass')).toMatchObject({ remote: 'catalog' });
  expect(routeOfPath(routes, '/')).toBeUndefined();
  expect(routeOfPath(routes, '/privacy-policy')).toBeUndefined();
  expect(routeOfPath(routes, '/no-such-page')).toBeUndefined();
});
