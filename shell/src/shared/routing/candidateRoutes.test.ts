import { matchRoutes, type RouteObject } from 'react-router-dom';
import { candidateRoutes } from './candidateRoutes';

const page = (path: string): RouteObject => ({ path, id: path });
const table: RouteObject[] = [
  {
    id: 'layout',
    children: [
      { index: true, id: 'home' },
      page('/login'),
      page('/courses'),
      page('/course/:courseLink'),
      page('/course/:courseLink/chapter/:chapterId/lesson/:lessonId'),
      page('/blog/:postLink'),
      page('/:anything/about'),
      page('/optional?'),
      page('/ab?c'),
      page('*'),
    ],
  },
];

const ids = (routes: RouteObject[]): (string | undefined)[] =>
  routes.flatMap((route) => [route.id, ...ids(route.children ?? [])]);
const matched = (routes: RouteObject[], pathname: string) =>
  matchRoutes(routes, pathname)?.map((match) => match.route.id);

describe('candidateRoutes', () => {
  it('leaves out the routes whose fixed first segment differs from the address', () => {
    expect(ids(candidateRoutes(table, '/course/python/chapter/1/lesson/2'))).toEqual([
      'layout',
      'home',
      '/course/:courseLink',
      '/course/:courseLink/chapter/:chapterId/lesson/:lessonId',
      '/:anything/about',
      '/optional?',
      '/ab?c',
      '*',
    ]);
    expect(ids(candidateRoutes(table, '/'))).toEqual([
      'layout',
      'home',
      '/:anything/about',
      '/optional?',
      '/ab?c',
      '*',
    ]);
  });

  it.each([
    '/',
    '/login',
    '/LOGIN',
    '/courses',
    '/course/python',
    '/course/python/chapter/1/lesson/2',
    '/c%6Furse/python',
    '/c%4Furse/python',
    '/blog/hello',
    '/x/about',
    '/optional',
    '/ac',
    '/abc',
    '/nowhere/at/all',
    '//login',
  ])('matches %s to the same routes as the whole table', (pathname) => {
    expect(matched(candidateRoutes(table, pathname), pathname)).toEqual(matched(table, pathname));
  });

  it('keeps the whole table for an address whose first segment does not decode', () => {
    expect(candidateRoutes(table, '/%E0%A4%A/x')).toBe(table);
  });
});
